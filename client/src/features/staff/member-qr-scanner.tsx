import { CUSTOMER_ID_PATTERN } from '@foodspot/schema/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';

/** How often a frame of the camera is read: fast enough to feel instant, light on a till's battery. */
const SCAN_INTERVAL_MS = 150;

/** The part of the Shape Detection API's BarcodeDetector this uses (native, or the ponyfill). */
interface QrDetector {
  detect(source: HTMLVideoElement): Promise<ReadonlyArray<{ rawValue: string }>>;
}
interface QrDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<readonly string[]>;
}

class ReaderUnavailable extends Error {}
/** No navigator.mediaDevices: an old browser, or a page not served over https. */
class NoCameraApi extends Error {}

/**
 * The browser's own BarcodeDetector where it reads QR codes (Chrome on Android, macOS, ChromeOS), else the
 * ponyfill of `qr/decode.js`, imported only then (about 14 KB as transferred). Why that decoder: it is the
 * same small, maintained, zero-dependency library (paulmillr's `qr`) that draws the member QR, it runs on the
 * main thread without WebAssembly or a worker file (nothing to serve, nothing for the CSP to allow), and it
 * already speaks BarcodeDetector's API, so both paths are one loop. jsQR is unmaintained since 2020 and
 * zxing-wasm ships a ~1 MB WebAssembly binary for formats a till never sees.
 */
async function createQrDetector(): Promise<QrDetector> {
  const Native = (window as { BarcodeDetector?: QrDetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      if ((await Native.getSupportedFormats()).includes('qr_code')) return new Native({ formats: ['qr_code'] });
    } catch {
      // A native detector that cannot start: the library reads it instead.
    }
  }
  try {
    const { BarcodeDetector } = await import('qr/decode.js');
    return new BarcodeDetector({ formats: ['qr_code'] });
  } catch (failure) {
    throw new ReaderUnavailable('qr/decode.js did not load', { cause: failure });
  }
}

/** What the camera view tells the staff member: a text of `staff:scan` (locales/en.ts), shown in the current language. */
type ScanProblem = 'cameraRefused' | 'noCamera' | 'cameraUnavailable' | 'cameraBusy' | 'cameraFailed' | 'readerFailed';

/** What to tell the staff member when the camera or the reader does not start. */
function cameraProblem(failure: unknown): ScanProblem {
  if (failure instanceof ReaderUnavailable) return 'readerFailed';
  if (failure instanceof NoCameraApi) return 'cameraUnavailable';
  // getUserMedia rejects with a DOMException named after the problem.
  const name = typeof failure === 'object' && failure !== null && 'name' in failure ? String(failure.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'cameraRefused';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'AbortError':
      return 'cameraBusy';
    default:
      return 'cameraFailed';
  }
}

const stopCamera = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

// Keys, not sentences: a language switched during a scan shows at once.
type ScanState = { kind: 'starting' } | { kind: 'scanning'; notMemberQr: boolean } | { kind: 'failed'; problem: ScanProblem };

/**
 * The camera view that reads a member QR: the back camera (getUserMedia), one frame every 150 ms through the
 * detector, until a 6-digit Customer ID is read. The camera stops as soon as it is read, on Cancel, and when
 * the view goes away.
 */
function MemberQrScanner({ onCustomerId, onClose }: { onCustomerId: (cusId: string) => void; onClose: () => void }) {
  const { t } = useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>({ kind: 'starting' });
  const onCustomerIdRef = useRef(onCustomerId);
  useEffect(() => {
    onCustomerIdRef.current = onCustomerId;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const video = videoRef.current;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera(stream);
      stream = null;
      if (video) video.srcObject = null;
    };

    const start = async () => {
      if (!video) return;
      if (!navigator.mediaDevices?.getUserMedia) throw new NoCameraApi('navigator.mediaDevices is missing');
      // The reader loads (when the library is needed) while the staff member allows the camera.
      const reader = createQrDetector();
      reader.catch(() => {}); // reported below, once the camera question is answered
      const camera = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      if (stopped) return stopCamera(camera);
      stream = camera;
      const detector = await reader;
      if (stopped) return;
      video.srcObject = camera;
      await video.play();
      if (stopped) return;
      setState({ kind: 'scanning', notMemberQr: false });

      const readFrame = async () => {
        if (stopped) return;
        let codes: ReadonlyArray<{ rawValue: string }> = [];
        try {
          // Before the first frame there is nothing to read.
          if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) codes = await detector.detect(video);
        } catch {
          // One unreadable frame: the next one may do.
        }
        if (stopped) return;
        const cusId = codes.map((code) => code.rawValue.trim()).find((value) => CUSTOMER_ID_PATTERN.test(value));
        if (cusId) {
          stop();
          onCustomerIdRef.current(cusId);
          return;
        }
        if (codes.length > 0) setState({ kind: 'scanning', notMemberQr: true });
        timer = setTimeout(() => void readFrame(), SCAN_INTERVAL_MS);
      };
      await readFrame();
    };

    start().catch((failure: unknown) => {
      if (stopped) return;
      stop();
      const problem = cameraProblem(failure);
      // A refused or missing camera is the staff member's answer, not a fault.
      if (problem === 'cameraFailed' || problem === 'readerFailed') console.error('Scanning a member QR failed', failure);
      setState({ kind: 'failed', problem });
    });
    return stop;
  }, []);

  return (
    <div className="qr-scanner">
      {/* Muted and inline: iOS plays a camera stream only so. */}
      <video ref={videoRef} className="qr-scanner__video" aria-label={t('staff:scan.video')} hidden={state.kind === 'failed'} muted playsInline />
      {state.kind === 'failed' ? (
        <p className="form-alert" role="alert">
          {t(`staff:scan.${state.problem}`)}
        </p>
      ) : (
        <p className="qr-scanner__status" role="status">
          {state.kind === 'starting' ? t('staff:scan.opening') : state.notMemberQr ? t('staff:scan.notMemberQr') : t('staff:scan.prompt')}
        </p>
      )}
      <button type="button" className="button button--secondary" onClick={onClose}>
        {state.kind === 'failed' ? t('staff:scan.close') : t('staff:scan.cancel')}
      </button>
    </div>
  );
}

/** "Scan member QR" beside the Customer ID field: opens the camera view; the ID read goes to `onCustomerId`. */
export function ScanMemberQrButton({ onCustomerId }: { onCustomerId: (cusId: string) => void }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="qr-scan">
      <button
        type="button"
        className="button button--secondary qr-scan__open"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        {t('staff:scan.open')}
      </button>
      {open && (
        <div id={panelId}>
          <MemberQrScanner
            onClose={() => setOpen(false)}
            onCustomerId={(cusId) => {
              setOpen(false);
              onCustomerId(cusId);
            }}
          />
        </div>
      )}
    </div>
  );
}
