/**
 * Stock clients, stock categories and category candidates (spec 02 §5 and §8). The quoted texts are the spec's,
 * exactly (its spelling, without accents); the others are ours, in the voice of the rest (usted).
 */
export const MENSAJES_CLIENTES_STOCK = {
  campoRequerido: 'Campo requerido',
  /** Spec 02 §5 / §8 (exact). */
  yaEnStock: 'El cliente ya se encuentra en stock',
  agregado: 'Cliente en Stock',
  // Ours.
  noEnStock: 'El cliente no se encuentra en stock.',
  quitado: 'El cliente dejó de manejar stock.',
  sinClientes: 'No hay clientes en stock.',
} as const;

export const MENSAJES_CATEGORIAS_STOCK = {
  campoRequerido: 'Campo requerido',
  /** Spec 02 §8 (exact). */
  creada: 'Categoria creada',
  actualizada: 'Categoria actualizada',
  sinCategorias: 'No se han encontrado categorias',
  // Ours.
  vigenciaMinima: 'La vigencia debe ser de al menos 1 día',
  estadoInvalido: 'Seleccione un estado: Activo o Inactivo',
  nombreRepetido: 'Ya existe una categoría con ese nombre.',
  noEncontrada: 'La categoría no existe.',
  eliminada: 'Categoría eliminada',
  conHistorial:
    'No se puede eliminar la categoría: guarda el historial de candidatos que pasaron por ella. Márquela como inactiva.',
  /** Deleting a category that still holds people is refused: they would be left without a category. */
  conCandidatos: (n: number) =>
    `No se puede eliminar la categoría: tiene ${n} ${n === 1 ? 'candidato activo' : 'candidatos activos'}. Retírelos primero o márquela como inactiva.`,
} as const;

export const MENSAJES_CANDIDATOS_CATEGORIA = {
  campoRequerido: 'Campo requerido',
  /** Spec 02 §5 / §8 (exact). */
  yaAsociado: 'El candidato ya se encuentra asociado a una categoria',
  enOtraVigente: 'Alerta! Este candidato no se puede asignar a una categoria, ya se encuentra en una vigente',
  noEncontrado: 'No se encontró el candidato',
  asociado: 'Candidato asociado a la categoria',
  sinCandidatos: 'No hay candidatos asociados a categorias.',
  sinPedidosVigentes: 'No se encontraron pedidos vigentes',
  sinPedidosStock: 'No se encontraron pedidos stock',
  errorTrazabilidad: 'Ocurrio un error al traer la trazabilidad.',
  // Ours.
  documentoInvalido: 'Escriba un número de documento válido',
  sinPruebas: 'El candidato no tiene pruebas digitales: no puede asociarse a una categoría.',
  categoriaInexistente: 'La categoría de stock seleccionada no existe o está inactiva.',
  ciudadInexistente: 'La ciudad seleccionada no existe.',
  noActivo: 'El candidato ya no está activo en esta categoría.',
  retirado: 'Candidato retirado de la categoría',
  enviadoAPedido: (pedidoId: number) => `Candidato enviado al pedido ${pedidoId}`,
  enviadosAPedido: (n: number, pedidoId: number) =>
    n === 1 ? `Candidato enviado al pedido ${pedidoId}` : `${n} candidatos enviados al pedido ${pedidoId}`,
  rangoInvalido: 'Seleccione un rango de vigencia válido',
} as const;
