// The addresses of the notification rule screens (renderer/shell/route-table.ts), below the viewer's language.
const rule = (language: string, id: string) => `/${language}/notification-rules/${encodeURIComponent(id)}`;

export const centerPath = (language: string) => `/${language}/notification-management-center`;
export const createPath = (language: string) => `/${language}/notification-rules/create`;
export const detailPath = rule;
export const editPath = (language: string, id: string) => `/${language}/notification-rules/edit/${encodeURIComponent(id)}`;
export const historyPath = (language: string, id: string) => `/${language}/notification-rules/view-history/${encodeURIComponent(id)}`;
