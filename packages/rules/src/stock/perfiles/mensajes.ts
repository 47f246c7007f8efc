/**
 * Stock per client and city (spec 02 §5 "Stock profile", §8): the quoted texts exactly as the spec writes them
 * (capitals and missing accents included); the rest are the product's, in the voice of the other screens (usted).
 */
export const MENSAJES_STOCK_PERFILES = {
  // §5 levels.
  nivelesCeroOMenor: 'Los niveles no pueden ser cero o menor.',
  altoMayorMedio: 'El nivel alto debe ser mayor al nivel medio.',
  medioMayorBajo: 'El nivel medio debe ser mayor al nivel bajo.',
  altoCero: 'El nivel alto no puede ser cero.',
  // §5 creation.
  duplicado: 'Ya existe un stock con el perfil y ciudad especificado',
  // §8 toasts and empty states.
  creado: 'Stock Creado',
  actualizado: 'Stock Actualizada',
  removido: 'Stock Removido',
  sinStock: 'No se han encontrado stock de clientes',
  yaEnStock: 'Este candidato ya se encuentra en el stock de un cliente.',

  // The product's own texts where the spec is silent.
  campoRequerido: 'Campo requerido',
  vigenciaMinima: 'La vigencia debe ser de al menos 1 día.',
  perfilNoAprobado: 'Seleccione un perfil aprobado del cliente.',
  sinPermisoMetas: 'Usted no tiene permiso para cambiar las metas del stock.',
  candidatoRemovido: 'Candidato retirado del stock',
  vigenciaActualizada: 'Vigencia actualizada',
  vigenciaReiniciada: 'Vigencia reiniciada',
  candidatoYaRemovido: 'El candidato ya fue retirado de este stock.',
  inicioDespuesDeFin: 'El inicio de la vigencia no puede ser posterior a su fin.',
  sinCandidatos: 'Este stock no tiene candidatos.',
  sinReporte: 'No hay stock de clientes para el reporte.',
} as const;
