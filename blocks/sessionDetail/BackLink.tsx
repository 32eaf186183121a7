// The session page's back link (docs/behaviour/catalog.md, Navigation): back to the page the visitor came from when the back
// trail has one (a speaker's page: "Back"), else to the catalog ("All sessions", or the block's label).
import { RouterLink as Link, useBackLink } from '../../renderer';

export function SessionBackLink({ language, label }: { language: string; label?: string }) {
  const back = useBackLink(`/${language}/sessions`);
  return (
    <nav className="blk-session__crumbs" aria-label="Breadcrumb">
      <Link to={back.href} className="blk-session__back" onClick={back.onClick}>
        <span aria-hidden="true">←</span> {back.fromTrail ? 'Back' : (label ?? 'All sessions')}
      </Link>
    </nav>
  );
}
