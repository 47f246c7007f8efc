export const MENSAJE_LIBERAR_FUERA_DE_ALCANCE =
  'El candidato está en proceso con un pedido de un cliente que usted no gestiona: no puede liberarlo.';
