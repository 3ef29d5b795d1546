// Renders public/icons/icon.svg to the PNG sizes of the web app manifest, and badge.svg (white
// on transparent: Android draws notification badges from the alpha only) to badge-96.png. Run after editing the
// SVG: node apps/web/build/make-icons.mjs (uses the server's sharp).
import path from 'node:path';
import sharp from 'sharp';

const icons = path.join(import.meta.dirname, '../public/icons');
for (const size of [192, 512]) {
  await sharp(path.join(icons, 'icon.svg'), { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(icons, `icon-${size}.png`));
}

await sharp(path.join(icons, 'badge.svg'), { density: 300 })
  .resize(96, 96, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
  .png({ compressionLevel: 9 })
  .toFile(path.join(icons, 'badge-96.png'));
