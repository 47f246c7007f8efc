import { AlmacenSchema } from './almacen';
import { CambioRutaSchema } from './cambio-ruta';
import { CodigoEnrolamientoSchema } from './codigo-enrolamiento';
import { DispositivoSchema } from './dispositivo';
import { EntregaNotificacionSchema } from './entrega-notificacion';
import { FotoNovedadSchema } from './foto-novedad';
import { LoteDispositivoSchema } from './lote-dispositivo';
import { NotificacionSchema } from './notificacion';
import { NovedadSchema } from './novedad';
import { PatronRutaSchema, PatronRutaVisitaSchema } from './patron-ruta';
import { PuntoGpsSchema } from './punto-gps';
import { RegionSchema } from './region';
import { ReporteLlegadaSchema } from './reporte-llegada';
import { RutaSchema } from './ruta';
import { SubTipoNovedadSchema } from './sub-tipo-novedad';
import { TipoNovedadSchema } from './tipo-novedad';
import { VisitaSchema } from './visita';

export * from './almacen';
export * from './cambio-ruta';
export * from './codigo-enrolamiento';
export * from './dispositivo';
export * from './entrega-notificacion';
export * from './foto-novedad';
export * from './lote-dispositivo';
export * from './notificacion';
export * from './novedad';
export * from './patron-ruta';
export * from './punto-gps';
export * from './region';
export * from './reporte-llegada';
export * from './ruta';
export * from './sub-tipo-novedad';
export * from './tipo-novedad';
export * from './visita';

/** Merchandising domain (spec 03 §3 "Merchandising"): stores, routes, GPS, notifications, incidents. */
export const merchandisingEntities = [
  AlmacenSchema,
  CambioRutaSchema,
  CodigoEnrolamientoSchema,
  DispositivoSchema,
  EntregaNotificacionSchema,
  FotoNovedadSchema,
  LoteDispositivoSchema,
  NotificacionSchema,
  NovedadSchema,
  PatronRutaSchema,
  PatronRutaVisitaSchema,
  PuntoGpsSchema,
  RegionSchema,
  ReporteLlegadaSchema,
  RutaSchema,
  SubTipoNovedadSchema,
  TipoNovedadSchema,
  VisitaSchema,
];
