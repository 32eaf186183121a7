// Public surface of the in-place editor (a lazy chunk: only app/main.tsx imports it, through lazy()).
export { PageEditor } from './PageEditor';
