import { SafeHtml, type SafeHtmlProps } from '../../renderer';

/**
 * An optional rich-text field of a block: its sanitised HTML, or nothing at all when the editor left it empty, so an
 * unset heading or body leaves no empty element (and no empty heading) in the page.
 */
export function OptionalHtml(props: SafeHtmlProps) {
  return props.html ? <SafeHtml {...props} /> : null;
}
