// The design system (docs/architecture.md, Import rules, `ui/`): tokens as CSS custom properties (light and dark), the system
// font stack, icons as CSS masks and small accessible primitives. ui imports only react (and schemas types):
// the shell, the blocks, the editing room, the editor and site settings import it, never the other way.
import './tokens.css';
import './icons.css';
import './primitives.css';
import './layout.css';

export { Button, DisclosureButton, LinkButton, IconButton, Icon, buttonClass } from './button';
export type {
  ButtonProps,
  ButtonLook,
  ButtonSize,
  ButtonVariant,
  DisclosureButtonProps,
  IconButtonProps,
  LinkButtonProps,
} from './button';
export { TextField, TextAreaField, Select, Checkbox, Switch, Radio, FileField } from './field';
export { TextInput, TextArea, RangeInput, ColorInput } from './controls';
export { SelectInput } from './select-input';
export type { TextFieldProps, TextAreaFieldProps, SelectProps, CheckboxProps, FileFieldProps } from './field';
export type { TextInputProps, TextAreaProps, RangeInputProps, ColorInputProps } from './controls';
export type { SelectInputProps } from './select-input';
export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { Dialog, Drawer } from './dialog';
export type { DialogProps, DrawerProps } from './dialog';
export { Card, Pill, Badge, ButtonCount, Skeleton, Toast } from './display';
export type { ToastKind } from './display';
export { GLYPHS, isGlyph } from './glyphs';
export type { Glyph } from './glyphs';
