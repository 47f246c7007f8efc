/**
 * The columns of "Mis pedidos" (mis-pedidos.ts), each declared once: `COLUMNAS_MIS_PEDIDOS` go to the screen as the
 * statement answers them (their schema is part of PedidoClienteResumenDto), `AUXILIARES_MIS_PEDIDOS` are read to
 * compute the days left.
 */
import { col } from '../../../nucleo/sql/columnas';

export const COLUMNAS_MIS_PEDIDOS = {
  id: col.numero('p.id'),
  cliente: col.texto('c.nombre'),
  cargo: col.texto('p.nombre_cargo'),
  ciudad: col.textoONulo('ci.nombre'),
  estado: col.numero('p.estado_pedido'),
  vacantes: col.numero('p.vacantes'),
  vacantesCumplidas: col.numero('p.vacantes_cumplidas'),
  /** 'YYYY-MM-DD'. */
  fechaIngreso: col.textoONulo(`to_char(p.fecha_ingreso, 'YYYY-MM-DD')`),
  candidatosEnviados: col.numero('k.enviados'),
  pendientesDecision: col.numero('k.pendientes'),
};

export const AUXILIARES_MIS_PEDIDOS = {
  fechaAprobacion: col.instanteONulo('p.fecha_aprobacion'),
  fechaSolicitud: col.instante('p.fecha_solicitud'),
  diasBusqueda: col.numeroONulo('pf.tiempo_dias_busqueda'),
};
