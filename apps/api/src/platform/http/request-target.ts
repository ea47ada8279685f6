/**
 * Request targets (RFC 9112 section 3.2). A client may send the absolute form,
 * `GET http://shop.example/products?page=2 HTTP/1.1`, which Node hands over as `request.url`
 * unchanged; the app routes, renders and caches by path, so the server rewrites it to the origin
 * form first (decision 040).
 */

/**
 * The origin form of request target `target`: `http://host:3000/api/cart/?a=1` -> `/api/cart/?a=1`;
 * an origin-form target (`/...`) unchanged; anything else that is not an absolute http(s) URL
 * (`*`, garbage) unchanged too, for the router to answer 404.
 */
export function originFormOf(target: string): string {
  if (target.startsWith('/')) return target;
  if (!/^https?:\/\//i.test(target)) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return target;
  }
}
