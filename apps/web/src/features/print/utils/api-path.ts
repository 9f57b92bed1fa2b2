/** A PRINT_ROUTES path without the `/api` the storefront's api client already puts in front. */
export const apiPath = (route: string) => route.replace(/^\/api(?=\/)/, '');
