import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import * as confirmDialog from '../ConfirmDialog/ConfirmDialog.css.ts';

/** The backdrop: ConfirmDialog's. */
export const overlay = confirmDialog.overlay;

/** The box: ConfirmDialog's, its parts spaced as a grid, in one of three widths. */
const box = style([confirmDialog.content, { display: 'grid', gap: vars.space.md }]);

/** The widths of FormDialogProps.size; the larger two scroll inside on a short screen. */
export const dialog = styleVariants({
  form: [box, { width: 'min(92vw, 480px)' }],
  wide: [box, { width: 'min(92vw, 560px)', maxHeight: '92vh', overflowY: 'auto' }],
  thread: [box, { width: 'min(96vw, 760px)', maxHeight: '90vh', overflowY: 'auto' }],
});

export const title = confirmDialog.title;
export const text = style({ margin: 0, color: vars.color.textMuted });

/** Cancel and the submit button, at the end of the form. */
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
