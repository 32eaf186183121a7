import { use, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { useTranslation } from './i18n/react';
import { englishText, type NoticeText } from './notices';
import { shellNamespace, shellStrings } from './shell/i18n';
import type { BlockRequirements } from './visibility';

function Translated({ text }: { text: NoticeText }) {
  const { t } = useTranslation(shellStrings, shellNamespace);
  return t(text.key, { ...text.values });
}

/**
 * A notice's text in the page's language (the shell's namespace); in English where no i18next instance is around
 * (a page renderer outside the site: Storybook, renderer tests).
 */
export function NoticeLine({ text }: { text: NoticeText }) {
  const context = use(I18nContext) as { i18n?: unknown } | undefined;
  return context?.i18n ? <Translated text={text} /> : englishText(text);
}

/** A notice only editors see in place of (or above) a block. */
export function BlockNotice({
  kind,
  message,
  children,
}: {
  kind: string;
  message: NoticeText;
  children?: ReactNode;
}) {
  return (
    <div className="rb-notice" role="note" data-testid={`block-notice.${kind}`}>
      <p style={{ margin: 0 }}>
        <NoticeLine text={message} />
      </p>
      {children}
    </div>
  );
}

// Scope, feature and phase ids: code, listed as they are written.
const list = (items: readonly string[]) => items.join(', ');

/** The conditions of a block's rules, one line each, saying which of them this viewer misses. */
function requirementLines(r: BlockRequirements): NoticeText[] {
  const lines: NoticeText[] = [];
  if (r.blockedScopes.length > 0) {
    const scopes = list(r.blockedScopes);
    lines.push(
      r.heldBlockedScopes.length > 0
        ? { key: 'translate.shell.notice.requirements.blocked-scopes-held', values: { scopes, held: list(r.heldBlockedScopes) } }
        : { key: 'translate.shell.notice.requirements.blocked-scopes', values: { scopes } },
    );
  }
  if (r.requiredScopes.length > 0) {
    const scopes = list(r.requiredScopes);
    lines.push(
      r.missingScopes.length > 0
        ? { key: 'translate.shell.notice.requirements.required-scopes-missing', values: { scopes, missing: list(r.missingScopes) } }
        : { key: 'translate.shell.notice.requirements.required-scopes', values: { scopes } },
    );
  }
  if (r.requiredFeatures.length > 0) {
    const features = list(r.requiredFeatures);
    lines.push(
      r.missingFeatures.length > 0
        ? { key: 'translate.shell.notice.requirements.features-off', values: { features, off: list(r.missingFeatures) } }
        : { key: 'translate.shell.notice.requirements.features', values: { features } },
    );
  }
  if (r.allowedPhases.length > 0) {
    const phases = list(r.allowedPhases);
    lines.push({ key: r.phaseAllowed ? 'translate.shell.notice.requirements.phases' : 'translate.shell.notice.requirements.phases-not-current', values: { phases } });
  }
  return lines;
}

/** What a block needs to be visible; shown to editors instead of hiding the block. */
export function RequirementsNotice({
  id,
  requirements,
  visible,
}: {
  id: string;
  requirements: BlockRequirements;
  visible: boolean;
}) {
  const heading = visible ? 'translate.shell.notice.requirements.visible' : 'translate.shell.notice.requirements.hidden';
  return (
    <BlockNotice kind="requirements" message={{ key: heading, values: { id } }}>
      <ul>
        {requirementLines(requirements).map((line) => (
          <li key={line.key}>
            <NoticeLine text={line} />
          </li>
        ))}
      </ul>
    </BlockNotice>
  );
}
