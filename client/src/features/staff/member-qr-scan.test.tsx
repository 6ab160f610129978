import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import type * as QrDecode from 'qr/decode.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockLiveSocket } from '../../test/graphql-ws';
import { decodeQrSvg } from '../../test/qr';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { setLanguage } from '../../lib/i18n';
import { staffEn } from './locales/en';

/** The library's BarcodeDetector (loaded only when the browser has none): each detect answers the next of `frames`. */
const fallback = vi.hoisted(() => ({ frames: [] as string[][], constructed: 0 }));
vi.mock('qr/decode.js', async (importOriginal) => ({
  ...(await importOriginal<typeof QrDecode>()),
  BarcodeDetector: class {
    constructor() {
      fallback.constructed += 1;
    }
    static getSupportedFormats = () => Promise.resolve(['qr_code']);
    detect = () => Promise.resolve((fallback.frames.shift() ?? []).map((rawValue) => ({ rawValue })));
  },
}));

const STAFF_ME = { role: 'staff', profileSet: false, phoneNumber: null, email: 'staff.fs1001@foodspot.test' };

function openConsole() {
  mockLiveSocket();
  server.use(
    http.get('/api/v1/auth/customer/me', () => HttpResponse.json(STAFF_ME)),
    graphql.query('StaffQueue', () =>
      HttpResponse.json({
        data: {
          staffQueue: {
            __typename: 'StaffQueue',
            restaurantName: 'Saravana Tiffin Centre',
            resId: 'FS1001',
            claims: [],
            requests: [],
            largeBillThreshold: 10_000,
          },
        },
      }),
    ),
    // The "Credit a bill" panel's last credits (not under test here): none.
    graphql.query('LastCredits', () => HttpResponse.json({ data: { lastCredits: [] } })),
    // The member behind the scanned ID, named under the field.
    graphql.query('StaffMemberLookup', ({ variables }) =>
      HttpResponse.json({
        data: {
          staffMemberLookup: { __typename: 'StaffMemberLookup', cusId: String(variables['cusId']), customerName: 'Priya S', lockedUntil: null },
        },
      }),
    ),
  );
  const user = userEvent.setup();
  renderApp('/staff');
  return user;
}

const track = { stop: vi.fn() };
const stream = { getTracks: () => [track] } as unknown as MediaStream;

/** A device with a camera (getUserMedia answers `answer`) whose video plays and has frames. */
function withCamera(answer: () => Promise<MediaStream> = () => Promise.resolve(stream)) {
  const getUserMedia = vi.fn(answer);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
  return getUserMedia;
}

beforeEach(() => {
  fallback.frames = [];
  fallback.constructed = 0;
  track.stop.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

async function creditForm(name = 'Credit a bill') {
  return within(await screen.findByRole('region', { name }));
}

describe('Scan member QR (in-store credit)', () => {
  it("reads the Customer ID with the browser's BarcodeDetector from the back camera, fills the field and stops the camera", async () => {
    const detect = vi
      .fn()
      .mockResolvedValueOnce([])
      .mockResolvedValue([{ rawValue: '482913' }]);
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
        detect = detect;
      },
    );
    const getUserMedia = withCamera();
    const user = openConsole();
    const form = await creditForm();

    await user.click(form.getByRole('button', { name: 'Scan member QR' }));

    await waitFor(() => expect(form.getByLabelText('Customer ID')).toHaveValue('482913'));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(track.stop).toHaveBeenCalled();
    expect(form.queryByLabelText('Camera view')).not.toBeInTheDocument();
    expect(form.getByLabelText('PIN')).toHaveFocus();
    expect(await form.findByText('Priya S')).toBeInTheDocument();
    // The native detector did it: the library was never loaded.
    expect(fallback.constructed).toBe(0);
  });

  it('without BarcodeDetector loads the QR library, skips a QR that is no member QR, and fills the field', async () => {
    fallback.frames = [['https://example.com/menu'], [], ['482913']];
    withCamera();
    const user = openConsole();
    const form = await creditForm();
    // Typing stays possible; the scan replaces what was typed.
    await user.type(form.getByLabelText('Customer ID'), '11');

    await user.click(form.getByRole('button', { name: 'Scan member QR' }));

    expect(await form.findByText(staffEn.scan.notMemberQr)).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText('Customer ID')).toHaveValue('482913'));
    expect(fallback.constructed).toBe(1);
    expect(track.stop).toHaveBeenCalled();
  });

  it('stops the camera on Cancel', async () => {
    withCamera();
    const user = openConsole();
    const form = await creditForm();
    await user.click(form.getByRole('button', { name: 'Scan member QR' }));
    expect(await form.findByText(/Point the back camera/)).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Cancel scan' }));

    expect(track.stop).toHaveBeenCalled();
    expect(form.queryByLabelText('Camera view')).not.toBeInTheDocument();
    expect(form.getByLabelText('Customer ID')).toHaveValue('');
  });

  it.each([
    ['refused', () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')), staffEn.scan.cameraRefused],
    ['absent', () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')), staffEn.scan.noCamera],
  ])('says so in words when the camera is %s', async (_case, answer, message) => {
    withCamera(answer);
    const user = openConsole();
    const form = await creditForm();
    await user.click(form.getByRole('button', { name: 'Scan member QR' }));

    expect(await form.findByRole('alert')).toHaveTextContent(message);
    await user.click(form.getByRole('button', { name: 'Close' }));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the browser has no camera API (no https)', async () => {
    const user = openConsole();
    const form = await creditForm();
    await user.click(form.getByRole('button', { name: 'Scan member QR' }));
    expect(await form.findByRole('alert')).toHaveTextContent(staffEn.scan.cameraUnavailable);
  });
});

describe('Scan member QR in Hindi', () => {
  it('shows the scan button, the camera view and its messages in Hindi', async () => {
    await act(() => setLanguage('hi'));
    withCamera();
    const user = openConsole();
    const form = await creditForm('बिल जमा करें');
    expect(screen.getByText('Foodspot Rewards ·').parentElement).toHaveTextContent('Foodspot Rewards · स्टाफ़');

    await user.click(form.getByRole('button', { name: 'सदस्य QR स्कैन करें' }));

    expect(await form.findByText('पीछे वाला कैमरा ग्राहक के रेस्टोरेंट पेज पर दिख रहे सदस्य QR की ओर करें।')).toBeInTheDocument();
    expect(form.getByLabelText('कैमरे का दृश्य')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'स्कैन रद्द करें' }));
    expect(track.stop).toHaveBeenCalled();
    expect(form.queryByLabelText('कैमरे का दृश्य')).not.toBeInTheDocument();
  });

  it('says in Hindi when the camera is refused', async () => {
    await act(() => setLanguage('hi'));
    withCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const user = openConsole();
    const form = await creditForm('बिल जमा करें');
    await user.click(form.getByRole('button', { name: 'सदस्य QR स्कैन करें' }));

    expect(await form.findByRole('alert')).toHaveTextContent('कैमरे की अनुमति नहीं मिली। ब्राउज़र की सेटिंग में इस साइट को कैमरे की अनुमति दें, या ग्राहक आईडी लिखें।');
    await user.click(form.getByRole('button', { name: 'बंद करें' }));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Print QR poster', () => {
  it("shows a printable poster of the restaurant's add link, with its name and Restaurant ID", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = openConsole();
    await user.click(await screen.findByRole('button', { name: 'Print QR poster' }));

    // The poster is a chunk of its own, loaded on its button.
    expect(await screen.findByRole('heading', { level: 1, name: 'Saravana Tiffin Centre' })).toHaveFocus();
    const qr = screen.getByRole('img', { name: 'QR code to add Saravana Tiffin Centre to Foodspot Rewards' });
    const link = `${window.location.origin}/home/add-restaurant?resId=FS1001`;
    // The encoder loads after the poster has painted.
    await waitFor(() => expect(decodeQrSvg(qr)).toBe(link));
    expect(screen.getByText('Scan to add us to Foodspot Rewards')).toBeInTheDocument();
    expect(screen.getByText('FS1001')).toBeInTheDocument();
    expect(screen.getByText(link)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back to console' }));
    expect(await screen.findByRole('region', { name: 'Credit a bill' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print QR poster' })).toHaveFocus();
  });
});
