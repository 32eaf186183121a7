import { describe, expect, it } from 'vitest';
import { visitorFiles } from './precompress.js';

describe('visitorFiles', () => {
  it("follows index.html's static and dynamic imports with their CSS, and stops at the editor's modules", () => {
    const files = visitorFiles({
      'index.html': { file: 'assets/index-a.js', css: ['assets/index-a.css'], imports: ['_ui.js'], dynamicImports: ['blocks/home.tsx', 'editor/index.ts'] },
      '_ui.js': { file: 'assets/ui-b.js', css: ['assets/ui-b.css'] },
      'blocks/home.tsx': { file: 'assets/home-c.js', imports: ['_ui.js'] },
      'editor/index.ts': { file: 'assets/editor-d.js', dynamicImports: ['node_modules/monaco-editor/esm/vs/basic-languages/rust/rust.js'] },
      'node_modules/monaco-editor/esm/vs/basic-languages/rust/rust.js': { file: 'assets/rust-e.js' },
      'site-settings/index.ts': { file: 'assets/site-settings-f.js' },
    });
    expect([...files].sort()).toEqual(['assets/home-c.js', 'assets/index-a.css', 'assets/index-a.js', 'assets/ui-b.css', 'assets/ui-b.js']);
  });
});
