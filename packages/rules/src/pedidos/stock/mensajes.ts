/** Spanish messages of stock orders (spec 01 §5, §8, issue 15), quoted exactly. */
export const MENSAJES_PEDIDOS_STOCK = {
  duplicado: 'Ya se encuentra un pedido de stock con el perfil y la ciudad especificada',
  /** Two lines of the same form for one city: the same unique rule, caught before the database. */
  ciudadRepetida: 'La ciudad ya está en otra línea de este pedido',
  perfilNoAprobado: 'El perfil debe estar aprobado',
  sinPerfilesStock: 'El cliente seleccionado no tiene perfiles de STOCK',
  noValidaCreacion: 'No fue posible validar creacion pedido de stock',
  noEsStock: 'El pedido no es un pedido de stock',
  /** The ordinary order form never writes a stock order (its rules are the stock form's). */
  esDeStock: 'Este es un pedido de stock: edítelo desde Pedidos de stock',
  soloLectura: 'El pedido de stock ya fue aprobado y no puede editarse',
  auxilioTransporteExtra: 'El auxilio de transporte adicional es requerido',
  convocatoria: 'Seleccione el tipo de convocatoria',
  convocatoriaNoExiste: 'El tipo de convocatoria no existe',
  lineaConCandidatos: 'No se puede eliminar una ciudad que ya tiene candidatos',
  lineaFaltante: 'Para quitar una ciudad use «Eliminar ciudad»',
  primeraLinea: 'La primera ciudad del pedido no se puede eliminar; cámbiela o elimine las otras',
  pedidoAsociado: 'El pedido cancelado asociado no existe o no está cancelado',
  lineaEliminada: 'Ciudad eliminada del pedido',
  perfilAprobado: 'Perfil aprobado',
  confirmarCrear: '¿Desea crear el pedido de stock?',
  confirmarAprobar: 'Al aprobar el pedido de stock ya no podrá editarse. ¿Desea continuar?',
  confirmarEliminarLinea: '¿Desea eliminar esta ciudad del pedido de stock?',
} as const;
