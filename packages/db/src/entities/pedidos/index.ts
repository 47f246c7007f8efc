import { ArchivoCandidatoEspontaneoSchema } from './archivo-candidato-espontaneo';
import { ArchivoEvidenciaCancelacionSchema } from './archivo-evidencia-cancelacion';
import { CandidatoEspontaneoSchema } from './candidato-espontaneo';
import { CandidatoPedidoSchema } from './candidato-pedido';
import { CandidatoProgramadoSchema } from './candidato-programado';
import { CatalogoItemSchema } from './catalogo-item';
import { CentroCostoErpSchema } from './centro-costo-erp';
import { CentroTrabajoSchema } from './centro-trabajo';
import { ClienteContactoSchema } from './cliente-contacto';
import { ComentarioPedidoSchema } from './comentario-pedido';
import { ConceptoOrdenContratacionSchema } from './concepto-orden-contratacion';
import { EventoPedidoSchema } from './evento-pedido';
import { MotivoRechazoSchema } from './motivo-rechazo';
import { NivelOrganizacionalErpSchema } from './nivel-organizacional-erp';
import { OrdenContratacionSchema } from './orden-contratacion';
import { OtroAuxilioPedidoSchema } from './otro-auxilio-pedido';
import { PedidoSchema } from './pedido';
import { PostuladoSchema } from './postulado';
import { PreguntaEntrevistaSchema } from './pregunta-entrevista';

export * from './archivo-candidato-espontaneo';
export * from './archivo-evidencia-cancelacion';
export * from './candidato-espontaneo';
export * from './candidato-pedido';
export * from './candidato-programado';
export * from './catalogo-item';
export * from './centro-costo-erp';
export * from './centro-trabajo';
export * from './cliente-contacto';
export * from './comentario-pedido';
export * from './concepto-orden-contratacion';
export * from './evento-pedido';
export * from './motivo-rechazo';
export * from './nivel-organizacional-erp';
export * from './orden-contratacion';
export * from './otro-auxilio-pedido';
export * from './pedido';
export * from './postulado';
export * from './pregunta-entrevista';

/** Entities of the hiring-orders domain (spec 01 §3). */
export const pedidosEntities = [
  ArchivoCandidatoEspontaneoSchema,
  ArchivoEvidenciaCancelacionSchema,
  CandidatoEspontaneoSchema,
  CandidatoPedidoSchema,
  CandidatoProgramadoSchema,
  CatalogoItemSchema,
  CentroCostoErpSchema,
  CentroTrabajoSchema,
  ClienteContactoSchema,
  ComentarioPedidoSchema,
  ConceptoOrdenContratacionSchema,
  EventoPedidoSchema,
  MotivoRechazoSchema,
  NivelOrganizacionalErpSchema,
  OrdenContratacionSchema,
  OtroAuxilioPedidoSchema,
  PedidoSchema,
  PostuladoSchema,
  PreguntaEntrevistaSchema,
];
