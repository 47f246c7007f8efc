import { CandidatoCategoriaSchema } from './candidato-categoria';
import { CandidatoPerfilStockSchema } from './candidato-perfil-stock';
import { CandidatoVetadoSchema } from './candidato-vetado';
import { CategoriaStockSchema } from './categoria-stock';
import { PerfilStockSchema } from './perfil-stock';

export * from './calificacion-stock';
export * from './candidato-categoria';
export * from './candidato-perfil-stock';
export * from './candidato-vetado';
export * from './categoria-stock';
export * from './perfil-stock';

/**
 * Stock and barred candidates (spec 02 §3). The stock-client flags (maneja_stock, fecha_maneja_stock,
 * implementacion_pruebas) live on core Cliente and are not repeated here.
 */
export const stockEntities = [
  CandidatoCategoriaSchema,
  CandidatoPerfilStockSchema,
  CandidatoVetadoSchema,
  CategoriaStockSchema,
  PerfilStockSchema,
];
