import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blockAssets, createPageTemplate, siteStyleReader } from './html-template.js';
import { BOOT_LOADER } from './boot-loader';

const dir = mkdtempSync(join(tmpdir(), 'template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const index = `<!doctype html>
<html lang="en">
  <head>
    <meta name="site-env" content="cont">
    <title>Conference</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-A.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = { status: 200, language: 'de', head: '<title>Tag</title>', body: '<main>Hallo</main>', state: '{"queries":[]}', blockTypes: ['hero'] };
const fixed = (assets: { scripts: string[]; styles: string[] }) => (types: readonly string[]) => (types.length > 0 ? assets : { scripts: [], styles: [] });

describe('the page template', () => {
  it("finds the blocks chunk and each block type's own chunk in Vite's manifest, with what they import beyond the entry, and their stylesheets", () => {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_react-R.js'], css: ['assets/index-A.css'] },
        '_react-R.js': { file: 'assets/react-R.js', name: 'react' },
        'blocks/all-blocks.ts': { file: 'assets/all-blocks-B.js', name: 'all-blocks', isDynamicEntry: true, imports: ['_react-R.js', 'index.html', '_time-C.js'], css: ['assets/all-blocks-B.css'] },
        '_time-C.js': { file: 'assets/time-C.js', name: 'time', imports: ['blocks/all-blocks.ts'] },
        'blocks/sessionCatalog/SessionCatalog.tsx': { file: 'assets/SessionCatalog-D.js', isDynamicEntry: true, imports: ['index.html', '_card-E.js', '_time-C.js'], css: ['assets/SessionCatalog-D.css'] },
        '_card-E.js': { file: 'assets/card-E.js', css: ['assets/card-E.css'] },
        'blocks/sessionDetail/SessionDetail.tsx': { file: 'assets/SessionDetail-F.js', isDynamicEntry: true, imports: ['_card-E.js'] },
        // Two chunks that name the same stylesheet (a module both share).
        'blocks/speakerCard/SpeakerCard.tsx': { file: 'assets/SpeakerCard-G.js', isDynamicEntry: true, imports: ['index.html'], css: ['assets/card-E.css', 'assets/SpeakerCard-G.css'] },
      }),
    );
    const assets = blockAssets(dir);
    expect(assets(['hero'])).toEqual({ scripts: ['/assets/all-blocks-B.js', '/assets/time-C.js'], styles: ['/assets/all-blocks-B.css'] });
    expect(assets(['sessionCatalog', 'hero'])).toEqual({
      scripts: ['/assets/all-blocks-B.js', '/assets/time-C.js', '/assets/SessionCatalog-D.js', '/assets/card-E.js'],
      styles: ['/assets/all-blocks-B.css', '/assets/SessionCatalog-D.css', '/assets/card-E.css'],
    });
    // A chunk two blocks share is named once.
    expect(assets(['sessionCatalog', 'sessionDetail']).scripts.filter((s) => s === '/assets/card-E.js')).toHaveLength(1);
    expect(assets(['sessionCatalog', 'speakerCard']).styles).toEqual(['/assets/all-blocks-B.css', '/assets/SessionCatalog-D.css', '/assets/card-E.css', '/assets/SpeakerCard-G.css']);
    expect(assets([])).toEqual({ scripts: [], styles: [] });
    expect(blockAssets(join(dir, 'missing'))(['hero'])).toEqual({ scripts: [], styles: [] });
    // A block whose server HTML suffices (none of its code is needed): its stylesheets, none of its scripts.
    expect(assets(['sessionCatalog', 'hero'], ['hero'])).toEqual({
      scripts: ['/assets/all-blocks-B.js', '/assets/time-C.js'],
      styles: ['/assets/all-blocks-B.css', '/assets/SessionCatalog-D.css', '/assets/card-E.css'],
    });
    expect(assets(['sessionCatalog'], [])).toEqual({
      scripts: [],
      styles: ['/assets/all-blocks-B.css', '/assets/SessionCatalog-D.css', '/assets/card-E.css'],
    });
  });

  it('finds a block chunk that another chunk also imports statically (keyed by its name, not its source)', () => {
    const shared = join(dir, 'shared');
    mkdirSync(join(shared, '.vite'), { recursive: true });
    writeFileSync(
      join(shared, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-A.js', isEntry: true, imports: [] },
        '_all-blocks-B.js': { file: 'assets/all-blocks-B.js', name: 'all-blocks', imports: ['index.html'], css: ['assets/all-blocks-B.css'] },
        '_SessionCatalog-C.js': { file: 'assets/SessionCatalog-C.js', name: 'SessionCatalog', imports: ['index.html'] },
        'blocks/sessionDetail/SessionDetail.tsx': { file: 'assets/SessionDetail-D.js', isDynamicEntry: true, imports: ['_all-blocks-B.js', '_SessionCatalog-C.js'] },
      }),
    );
    expect(blockAssets(shared)(['sessionDetail', 'sessionCatalog'])).toEqual({
      scripts: ['/assets/all-blocks-B.js', '/assets/SessionCatalog-C.js', '/assets/SessionDetail-D.js'],
      styles: ['/assets/all-blocks-B.css'],
    });
  });

  it('puts the rendered parts into index.html, and the block assets only when blocks render', () => {
    const template = createPageTemplate(index, fixed({ scripts: ['/assets/blocks-B.js'], styles: ['/assets/blocks-B.css'] }));
    const html = template.fill(page);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Tag</title>');
    expect(html).not.toContain('<title>Conference</title>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/blocks-B.css">');
    // The entry and the blocks' chunk are asked for by the boot loader after the first paint, not in <head>.
    expect(html).not.toMatch(/<head>[\s\S]*<script type="module"[\s\S]*<\/head>/);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      '<div id="root"><main>Hallo</main></div>\n    <script type="application/json" id="ssr-state">{"queries":[]}</script>\n    <script type="application/json" id="boot">{"entry":"/assets/index-A.js","preload":["/assets/blocks-B.js"]}</script>',
    );
    expect(html).toContain(`<script>${BOOT_LOADER}</script>`);
    expect(template.fill({ ...page, blockTypes: [] })).not.toContain('blocks-B');
    expect(template.fill({ ...page, blockTypes: [] })).toContain('{"entry":"/assets/index-A.js","preload":[]}');
    // Replacement patterns in content ($&, $1) are text, not instructions.
    expect(template.fill({ ...page, body: '<p>$& $1</p>' })).toContain('<p>$& $1</p>');
    expect(template.fill({ ...page, language: 'en"><script>' })).toContain('<html lang="enscript">');
  });

  it("puts the page's own body classes and custom properties on <body>, escaped, leaving out what is no class or property name", () => {
    const template = createPageTemplate(index, fixed({ scripts: [], styles: [] }));
    expect(template.fill(page)).toContain('<body>');
    const html = template.fill({
      ...page,
      bodySettings: { classes: ['page-properties', 'home', 'x"><script>'], vars: { '--page-bg-color': '#0b1f3a', '--page-bg-mobile': 'url("/a&b.webp")', 'color': 'red' } },
    });
    expect(html).toContain('<body class="page-properties home" style="--page-bg-color: #0b1f3a; --page-bg-mobile: url(&quot;/a&amp;b.webp&quot;)">');
  });

  it("inlines the stylesheets it can read, with a disabled link that keeps Vite's loader from fetching them again", () => {
    const styles: Record<string, string> = { '/assets/index-A.css': 'body{margin:0}', '/assets/blocks-B.css': '.b{color:red}' };
    const template = createPageTemplate(index, fixed({ scripts: [], styles: ['/assets/blocks-B.css', '/assets/blocks-C.css'] }), (href) => styles[href]);
    const html = template.fill(page);
    expect(html).toContain('<style data-href="/assets/index-A.css">body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-A.css" disabled>');
    expect(html).toContain('<style data-href="/assets/blocks-B.css">.b{color:red}</style><link rel="stylesheet" crossorigin href="/assets/blocks-B.css" disabled>');
    // One it cannot read stays a link.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/blocks-C.css">');
    expect(html.indexOf('index-A.css')).toBeLessThan(html.indexOf('blocks-B.css'));
    // A block stylesheet that index.html has already is not put in a second time.
    const again = createPageTemplate(index, fixed({ scripts: [], styles: ['/assets/index-A.css', '/assets/blocks-B.css'] }), (href) => styles[href]).fill(page);
    expect(again.split('data-href="/assets/index-A.css"')).toHaveLength(2);
    expect(again).toContain('<style data-href="/assets/blocks-B.css">');
  });

  it('reads stylesheets from the built site only, escaping a closing style tag', () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'assets', 'x.css'), 'a::after{content:"</style>"}');
    const read = siteStyleReader(dir);
    expect(read('/assets/x.css')).toBe('a::after{content:"<\\/style>"}');
    expect(read('/assets/missing.css')).toBeUndefined();
    expect(read('/../secret.css')).toBeUndefined();
  });

  it('refuses an index.html without an empty root element', () => {
    expect(() => createPageTemplate('<html><body></body></html>', fixed({ scripts: [], styles: [] }))).toThrow(/root/);
  });
});
