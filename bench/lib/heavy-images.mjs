// Camera-sized photos for the bench's heavy store (DESIGN §11): JPEGs of 2400 x 2400 and 3000 x 2000 and PNGs of
// 1000-1200 px a side, 2-4 MB each, as a merchant's phone or a product shoot hands them over. Each is a gradient
// with per-pixel noise, which compresses about as badly as a real photo (sensor noise, texture): a flat or smooth
// image would shrink to a few KB and measure nothing. Deterministic (a seeded xorshift), made with sharp.
import sharp from 'sharp';

const SHAPES = [
  { width: 2400, height: 2400, format: 'jpeg' },
  { width: 3000, height: 2000, format: 'jpeg' },
  { width: 2400, height: 2400, format: 'jpeg' },
  { width: 1200, height: 1200, format: 'png' },
  { width: 2000, height: 3000, format: 'jpeg' },
  { width: 1000, height: 1000, format: 'png' },
  { width: 2400, height: 2400, format: 'jpeg' },
];

function pixels(width, height, seed) {
  const buf = Buffer.alloc(width * height * 3);
  let x = (seed * 2654435761) >>> 0 || 1;
  const clamp = (v) => (v < 0 ? 0 : v > 255 ? 255 : v);
  for (let y = 0; y < height; y++) {
    for (let i = 0; i < width; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      const n = (x & 63) - 32;
      const o = (y * width + i) * 3;
      buf[o] = clamp((i * 255) / width + n + seed * 20);
      buf[o + 1] = clamp((y * 255) / height + n);
      buf[o + 2] = clamp(128 + 64 * Math.sin((i + y + seed * 50) / 90) + n);
    }
  }
  return buf;
}

/** The distinct photos, in memory: { name, type, bytes, width, height }. About 10 s on a 2-core machine. */
export async function heavyPhotos() {
  const out = [];
  for (const [seed, s] of SHAPES.entries()) {
    const img = sharp(pixels(s.width, s.height, seed + 1), { raw: { width: s.width, height: s.height, channels: 3 } });
    const bytes = s.format === 'jpeg' ? await img.jpeg({ quality: 90 }).toBuffer() : await img.png({ compressionLevel: 9 }).toBuffer();
    const ext = s.format === 'jpeg' ? 'jpg' : 'png';
    out.push({ name: `photo-${seed + 1}.${ext}`, type: `image/${s.format}`, bytes, width: s.width, height: s.height });
  }
  return out;
}
