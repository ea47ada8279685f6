/** Props shared by the shell's stories (not exported from the package). */
export const storyUser = { first_name: 'Ada', last_name: 'Lovelace' };
/** A signed-in member of staff: the top bar shows them the Admin link. */
export const storyStaff = { ...storyUser, is_staff: true };
export const storyAdminUrl = 'http://localhost:8000/admin/';
/** Storybook viewport globals (names defined in .storybook/preview.tsx). */
export const mobileViewport = { viewport: { value: 'mobile', isRotated: false } };
/** 320px wide, the narrowest phone. */
export const narrowViewport = { viewport: { value: 'narrow', isRotated: false } };
export const tabletViewport = { viewport: { value: 'tablet', isRotated: false } };
