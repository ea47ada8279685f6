/**
 * The signed-in user as the shell needs it, or null for a visitor ('shopper', spec section 1).
 * `is_staff` shows the Admin link: only staff can use the back office (decision 048).
 */
export type ShellUser = { first_name: string; last_name: string; is_staff?: boolean } | null;

/** The main links of the top navigation and the mobile menu (spec section 2, Shell). */
export const MAIN_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/contact', label: 'Contact' },
  { href: '/about', label: 'About' },
  { href: '/products', label: 'Browse' },
] as const;

/** Initials of a user: the first letter of first_name and of last_name, upper-cased (spec section 2). */
export function initialsOf(user: { first_name: string; last_name: string }): string {
  return `${user.first_name.trim().charAt(0)}${user.last_name.trim().charAt(0)}`.toUpperCase();
}

/** The greeting: 'Hi, {first_name}' for a user, 'Hi, shopper' for a visitor (spec section 1). */
export function greetingOf(user: ShellUser): string {
  return `Hi, ${user?.first_name.trim() || 'shopper'}`;
}
