import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blockAssets, createPageTemplate } from './html-template.js';

const dir = mkdtempSync(join(tmpdir(), 'template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const index = `<!doctype html>
<html lang="en">
  <head>
    <meta name="site-env" content="cont">
    <title>Conference</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = { status: 200, language: 'de', head: '<title>Tag</title>', body: '<main>Hallo</main>', state: '{"queries":[]}', hasBlocks: true };

describe('the page template', () => {
  it("finds the blocks chunk in Vite's manifest with what it imports beyond the entry, and their stylesheets", () => {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_react-R.js'], css: ['assets/index-A.css'] },
        '_react-R.js': { file: 'assets/react-R.js', name: 'react' },
        'blocks/all-blocks.ts': { file: 'assets/all-blocks-B.js', name: 'all-blocks', isDynamicEntry: true, imports: ['_react-R.js', 'index.html', '_time-C.js'], css: ['assets/all-blocks-B.css'] },
        '_time-C.js': { file: 'assets/time-C.js', name: 'time', imports: ['blocks/all-blocks.ts'] },
      }),
    );
    expect(blockAssets(dir)).toEqual({ scripts: ['/assets/all-blocks-B.js', '/assets/time-C.js'], styles: ['/assets/all-blocks-B.css'] });
    expect(blockAssets(join(dir, 'missing'))).toEqual({ scripts: [], styles: [] });
  });

  it('puts the rendered parts into index.html, and the block assets only when blocks render', () => {
    const template = createPageTemplate(index, { scripts: ['/assets/blocks-B.js'], styles: ['/assets/blocks-B.css'] });
    const html = template.fill(page);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Tag</title>');
    expect(html).not.toContain('<title>Conference</title>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/blocks-B.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/blocks-B.js">');
    expect(html).toContain('<div id="root"><main>Hallo</main></div>\n    <script type="application/json" id="ssr-state">{"queries":[]}</script>');
    expect(template.fill({ ...page, hasBlocks: false })).not.toContain('blocks-B');
    // Replacement patterns in content ($&, $1) are text, not instructions.
    expect(template.fill({ ...page, body: '<p>$& $1</p>' })).toContain('<p>$& $1</p>');
    expect(template.fill({ ...page, language: 'en"><script>' })).toContain('<html lang="enscript">');
  });

  it('refuses an index.html without an empty root element', () => {
    expect(() => createPageTemplate('<html><body></body></html>', { scripts: [], styles: [] })).toThrow(/root/);
  });
});
