import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { qrPath } from '../../components/qr-symbol';
import { answer, livePoints, membership, VIEWER } from '../../test/customer-area';
import { openCustomerScreen } from '../../test/customer-screen';
import { decodeQrSvg } from '../../test/qr';
import { MEMBER_QR_HINT } from './restaurant-detail-page';

const CHAAT = membership({ cusId: '482913', pin: '4321' });

describe('member QR on the restaurant detail page', () => {
  it('shows a QR of the Customer ID, named and captioned with it, and never of the PIN', async () => {
    answer('query', 'RestaurantRouteQuery', () => ({ data: { me: VIEWER, restaurant: CHAAT } }));
    const { socket } = openCustomerScreen('/home/r-chaat');
    await socket.subscribed('r-chaat');
    socket.pushPoints('r-chaat', livePoints(CHAAT, 120));

    const qr = await screen.findByRole('img', { name: 'Member QR for Customer ID 482913' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // What a scanner reads from the drawing: the 6 digits, nothing more.
    // The encoder loads after the screen has painted: the square first, its modules a moment later.
    await waitFor(() => expect(decodeQrSvg(qr)).toBe('482913'));
    const figure = qr.closest('figure')!;
    expect(within(figure).getByText('Customer ID 482913')).toBeInTheDocument();
    expect(figure).toHaveTextContent(MEMBER_QR_HINT);
    expect(figure).not.toHaveTextContent('4321');
    expect(qr.outerHTML).not.toContain('4321');
  });
});

describe('qrPath', () => {
  it('draws each run of dark modules in a row as one rectangle', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });
});
