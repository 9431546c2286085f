// sharp (image decoding and encoding) is loaded on first use, not at start: its native binary (an
// optional `@img/sharp-*` package) missing fails those images only (head icons, raster game icons),
// never the server. A failed load is tried again next time.
let sharpModule: Promise<typeof import('sharp')> | undefined;

export const loadSharp = () => {
  sharpModule ??= import('sharp').catch((err: unknown) => {
    sharpModule = undefined;
    throw err;
  });
  return sharpModule;
};
