import { CargoSchema } from './cargo';
import { CompetenciaSchema } from './competencia';
import { ElEmpleoItemSchema } from './el-empleo-item';
import { PerfilSchema } from './perfil';
import { PerfilCompetenciaSchema } from './perfil-competencia';
import { PerfilIndicadorSchema } from './perfil-indicador';
import { PerfilRelacionAreaSchema } from './perfil-relacion-area';
import { PerfilResponsabilidadSchema } from './perfil-responsabilidad';
import { TipoCaracteristicaSchema } from './tipo-caracteristica';
import { TipoCargoSchema } from './tipo-cargo';
import { ValorSchema } from './valor';

export * from './cargo';
export * from './competencia';
export * from './el-empleo-item';
export * from './perfil';
export * from './perfil-competencia';
export * from './perfil-indicador';
export * from './perfil-relacion-area';
export * from './perfil-responsabilidad';
export * from './tipo-caracteristica';
export * from './tipo-cargo';
export * from './valor';

/** Profiles domain (spec 02 §3 "Profile" and its sub-entities and catalogues). */
export const perfilesEntities = [
  CargoSchema,
  CompetenciaSchema,
  ElEmpleoItemSchema,
  PerfilSchema,
  PerfilCompetenciaSchema,
  PerfilIndicadorSchema,
  PerfilRelacionAreaSchema,
  PerfilResponsabilidadSchema,
  TipoCaracteristicaSchema,
  TipoCargoSchema,
  ValorSchema,
];
