/** The login page's query parameter that carries the page a signed-out user asked for. */
export const PARAMETRO_REGRESO = 'volver';
