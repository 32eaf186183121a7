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
  ) {}

  static async fetch(request: APIRequestContext, path: string): Promise<ServerHtml> {
    const res = await request.get(path, { maxRedirects: 0 });
    return new ServerHtml(res.status(), res.headers().location, await res.text());
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

  /** Inline scripts other than the JSON state: the Content-Security-Policy would refuse them. */
  get inlineScripts(): number {
    return [...this.html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)].length;
  }

  /** Text of the server's HTML with tags removed and entities of quotes decoded (enough to look for phrases). */
  text(): string {
    return this.body.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
  }
}
