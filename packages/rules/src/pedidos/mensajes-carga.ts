/** Spec 01 §8: what the order screens say when one of their lists cannot be loaded (quoted exactly). */
export const MENSAJES_CARGA_PEDIDO = {
  // The spec writes "No se pudieron obtener los candidatos/comentarios/eventos del pedido": one message per list.
  candidatos: 'No se pudieron obtener los candidatos del pedido',
  comentarios: 'No se pudieron obtener los comentarios del pedido',
  eventos: 'No se pudieron obtener los eventos del pedido',
  requisitos: 'No se pudieron obtener los requisitos',
  contactos: 'No fue posible traer contactos del cliente.',
} as const;
