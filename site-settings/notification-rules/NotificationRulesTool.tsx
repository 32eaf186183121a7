import { useLocation, useParams } from 'react-router';
import { useNotificationRule } from '../../api-client/editing';
import { useTranslation } from '../../renderer';
import { RuleDetailPage, RuleHistoryPage } from './RuleDetail';
import { RuleEditor } from './RuleEditor';
import { RuleList } from './RuleList';
import { screenOf } from './screens';
import { ToolPage } from './ToolPage';
import { notificationRuleStrings, type RuleT } from './strings';
import './notification-rules.css';

const P = 'translate.site-settings.notification-rules' as const;

/**
 * The notification rule screens (docs/behaviour/notifications.md, Rules; routes-and-gates.md: the management center,
 * create, edit, detail and history), for site editors: the routes' gate has let the visitor in.
 */
export function NotificationRulesTool() {
  const { pathname } = useLocation();
  // Another rule's screen starts afresh (an edit's working copy belongs to its rule).
  return <Screen key={pathname} pathname={pathname} />;
}

function Screen({ pathname }: { pathname: string }) {
  const { t } = useTranslation(notificationRuleStrings);
  const { notificationId = '' } = useParams();
  const rt = t as RuleT;
  switch (screenOf(pathname)) {
    case 'center':
      return (
        <ToolPage t={rt} title={rt(`${P}.title.center`)} home>
          <RuleList t={rt} />
        </ToolPage>
      );
    case 'create':
      return (
        <ToolPage t={rt} title={rt(`${P}.title.create`)}>
          <RuleEditor t={rt} id={null} />
        </ToolPage>
      );
    case 'edit':
      return <EditPage t={rt} id={notificationId} />;
    case 'detail':
      return <RuleDetailPage t={rt} id={notificationId} />;
    case 'history':
      return <RuleHistoryPage t={rt} id={notificationId} />;
  }
}

function EditPage({ t, id }: { t: RuleT; id: string }) {
  const name = useNotificationRule(id).data?.notificationRuleDto.notificationName;
  return (
    <ToolPage t={t} title={name ? t(`${P}.title.edit-named`, { name }) : t(`${P}.title.edit`)}>
      <RuleEditor t={t} id={id} />
    </ToolPage>
  );
}
