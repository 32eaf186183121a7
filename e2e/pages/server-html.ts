import type { APIRequestContext } from '@playwright/test';

/**
 * A page as the server sends it, before any script runs: what crawlers, link previews and the browser's first
 * paint see. Read with the test's request context, which keeps cookies (the session cookie of a sign-in).
 */
export class ServerHtml {
  private constructor(
    readonly status: number,
    readonly location: string | undefined,
    readonly html: string,
    /** The Content-Security-Policy header the page came with. */
    readonly csp: string,
  ) {}

  static async fetch(request: APIRequestContext, path: string): Promise<ServerHtml> {
    const res = await request.get(path, { maxRedirects: 0 });
    return new ServerHtml(res.status(), res.headers().location, await res.text(), res.headers()['content-security-policy'] ?? '');
  }

  /** What the boot loader asks for after the first paint: the entry and the chunks of the page's blocks. */
  get boot(): { entry: string; preload: string[] } | null {
    const json = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(this.html)?.[1];
    return json ? (JSON.parse(json) as { entry: string; preload: string[] }) : null;
  }

  /** The text of the inline scripts that run (not the JSON ones). */
  get inlineScriptTexts(): string[] {
    return [...this.html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  }

  /** The <head>'s text between its tags. */
  get head(): string {
    return /<head>([\s\S]*?)<\/head>/.exec(this.html)?.[1] ?? '';
  }

  /** The server-rendered root: what the page shows before hydration. */
  get body(): string {
    return /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(this.html)?.[1] ?? '';
  }

  get title(): string | undefined {
    return /<title>([^<]*)<\/title>/.exec(this.head)?.[1];
  }

  meta(attribute: 'name' | 'property', key: string): string | undefined {
    const tag = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(this.head);
    return tag?.[1];
  }

  /** The block types the server says it rendered (the browser loads their code before hydrating). */
  get blockTypes(): string[] {
    const json = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(this.html)?.[1];
    return json ? ((JSON.parse(json) as { blockTypes?: string[] }).blockTypes ?? []) : [];
  }

  /** Inline scripts other than the JSON ones: the Content-Security-Policy refuses all but the boot loader's hash. */
  get inlineScripts(): number {
    return [...this.html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)].length;
  }

  /** Text of the server's HTML with tags removed and entities of quotes decoded (enough to look for phrases). */
  text(): string {
    return this.body.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
  }
}
