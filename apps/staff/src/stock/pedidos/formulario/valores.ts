import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import type { OpcionTypeahead } from '@talento/ui';
import { fechaIngresoValida, PEDIDO_LIMITES, type BorradorPedidoStock } from '@talento/rules';

type Salidas = inferRouterOutputs<AppRouter>['pedidosStock'];
export type PedidoStockFormulario = Salidas['paraFormulario'];
export type PerfilStock = Salidas['perfiles'][number];

/** One city block as the form holds it: the shared schema's fields, the city as its typeahead option. */
export interface BloqueValores {
  id?: number;
  /** The block already has candidates (it cannot be deleted). */
  tieneCandidatos: boolean;
  ciudad: OpcionTypeahead | null;
  centroCosto: string;
  direccionPresentarse: string;
  personaAutorizaIngreso: string;
  vacantes: number | undefined;
  minimoCandidatosVacante: number | null;
  salario: number | undefined;
  comision: number | null;
  tieneRuta: boolean;
  auxilioAlimentacion: number | undefined;
  auxilioInternet: number | undefined;
  auxilioCelular: number | undefined;
  auxilioTransporteExtra: number | null;
  /** 'YYYY-MM-DD', '' while not chosen. */
  fechaIngreso: string;
  jornadaLaboral: number | undefined;
  horarioInicio: string | null;
  horarioFin: string | null;
  otrosAuxilios: { nombre: string; valor: number | undefined }[];
  pedidoPadreOcId: number | null;
}

/** The stock form's values (react-hook-form). */
export interface ValoresStock {
  cliente: OpcionTypeahead | null;
  perfilId: number | undefined;
  nombreCargo: string;
  descripcion: string;
  esDestacado: boolean;
  /** The chosen profile has filter questions: the questions section shows and asks the convocatoria type. */
  conPreguntas: boolean;
  /** Catalogue TIPO_CONVOCATORIA code; null while not chosen. */
  convocatoria: string | null;
  lineas: BloqueValores[];
}

export const bloqueVacio = (): BloqueValores => ({
  tieneCandidatos: false,
  ciudad: null,
  centroCosto: '',
  direccionPresentarse: '',
  personaAutorizaIngreso: '',
  vacantes: 1,
  minimoCandidatosVacante: PEDIDO_LIMITES.minimoCandidatosVacanteDefecto,
  salario: undefined,
  comision: null,
  tieneRuta: false,
  auxilioAlimentacion: 0,
  auxilioInternet: 0,
  auxilioCelular: 0,
  auxilioTransporteExtra: null,
  fechaIngreso: '',
  jornadaLaboral: undefined,
  horarioInicio: null,
  horarioFin: null,
  otrosAuxilios: [],
  pedidoPadreOcId: null,
});

export const valoresVacios = (): ValoresStock => ({
  cliente: null,
  perfilId: undefined,
  nombreCargo: '',
  descripcion: '',
  esDestacado: false,
  conPreguntas: false,
  convocatoria: null,
  lineas: [bloqueVacio()],
});

const pesos = (n: number): number => Math.round(n);

/**
 * Values from an existing stock order: to edit it (keeps block ids) or to duplicate it (no ids, no cities, since
 * the same profile and city cannot have two current stock orders; an entry date outside the window is dropped).
 */
export function valoresDesdePedido(p: PedidoStockFormulario, duplicar: boolean): ValoresStock {
  return {
    cliente: { id: p.cliente.id, etiqueta: p.cliente.nombre, detalle: p.cliente.numeroDocumento },
    perfilId: p.perfil.id,
    nombreCargo: p.nombreCargo,
    descripcion: p.descripcion,
    esDestacado: p.esDestacado,
    conPreguntas: p.perfil.conPreguntas,
    convocatoria: p.convocatoria,
    lineas: p.lineas.map((l) => ({
      ...(duplicar ? {} : { id: l.id }),
      tieneCandidatos: !duplicar && l.tieneCandidatos,
      ciudad:
        !duplicar && l.ciudad
          ? { id: l.ciudad.id, etiqueta: l.ciudad.nombre, detalle: l.ciudad.departamento }
          : null,
      centroCosto: l.centroCosto,
      direccionPresentarse: l.direccionPresentarse,
      personaAutorizaIngreso: l.personaAutorizaIngreso,
      vacantes: l.vacantes,
      minimoCandidatosVacante: l.minimoCandidatosVacante,
      salario: pesos(l.salario),
      comision: l.comision === null ? null : pesos(l.comision),
      tieneRuta: l.tieneRuta,
      auxilioAlimentacion: pesos(l.auxilioAlimentacion),
      auxilioInternet: pesos(l.auxilioInternet),
      auxilioCelular: pesos(l.auxilioCelular),
      auxilioTransporteExtra: l.auxilioTransporteExtra > 0 ? pesos(l.auxilioTransporteExtra) : null,
      fechaIngreso:
        l.fechaIngreso && (!duplicar || fechaIngresoValida(l.fechaIngreso, new Date())) ? l.fechaIngreso : '',
      jornadaLaboral: l.jornadaLaboral ?? undefined,
      horarioInicio: l.horarioInicio,
      horarioFin: l.horarioFin,
      otrosAuxilios: l.otrosAuxilios.map((o) => ({ nombre: o.nombre, valor: pesos(o.valor) })),
      pedidoPadreOcId: l.pedidoPadreOcId,
    })),
  };
}

/** What the shared schema parses (the same object is sent to pedidosStock.crear / editar). */
export function aBorrador(v: ValoresStock): BorradorPedidoStock {
  const { cliente, lineas, conPreguntas: _p, ...resto } = v;
  return {
    ...resto,
    clienteId: cliente?.id,
    lineas: lineas.map(({ ciudad, tieneCandidatos: _t, ...l }) => ({ ...l, ciudadId: ciudad?.id })),
  };
}

/** The form field that shows a message: client and city ids are their typeaheads. */
export function campoDelFormulario(ruta: string): string | null {
  if (ruta === '_') return null;
  if (ruta === 'clienteId') return 'cliente';
  const linea = /^lineas\.(\d+)\.(ciudadId|id)$/.exec(ruta);
  return linea ? `lineas.${linea[1]}.ciudad` : ruta;
}
