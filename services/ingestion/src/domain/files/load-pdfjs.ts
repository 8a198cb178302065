/**
 * pdfjs-dist 6 targets Node 22: its legacy build polyfills most newer built-ins through core-js
 * but assumes Promise.withResolvers and ArrayBuffer.prototype.transferToFixedLength, which Node 20
 * lacks. Both are added here, only when missing and to the spec's behaviour as far as pdfjs relies
 * on it, before pdfjs is loaded. Delete this file once the services run on Node 22.
 */
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  installNode20Polyfills();
  // Loaded on first use: it is large, and most uploads are not PDFs.
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loading;
}

type WithResolvers = <T>() => {
  promise: Promise<T>;
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
};

function installNode20Polyfills(): void {
  const promise = Promise as unknown as { withResolvers?: WithResolvers };
  if (typeof promise.withResolvers !== 'function') {
    Object.defineProperty(Promise, 'withResolvers', {
      configurable: true,
      writable: true,
      value: function withResolvers<T>() {
        let resolve!: (value: T | PromiseLike<T>) => void;
        let reject!: (reason?: unknown) => void;
        const created = new Promise<T>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        return { promise: created, resolve, reject };
      },
    });
  }
  const arrayBuffer = ArrayBuffer.prototype as { transferToFixedLength?: (length?: number) => ArrayBuffer };
  if (typeof arrayBuffer.transferToFixedLength !== 'function') {
    Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
      configurable: true,
      writable: true,
      // A copy instead of a move: the source is not detached, which pdfjs never depends on.
      value: function transferToFixedLength(this: ArrayBuffer, length = this.byteLength): ArrayBuffer {
        const copy = new ArrayBuffer(length);
        new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
        return copy;
      },
    });
  }
}
