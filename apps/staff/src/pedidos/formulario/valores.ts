import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import type { OpcionTypeahead } from '@talento/ui';
import { fechaIngresoValida, PEDIDO_LIMITES, type BorradorPedido } from '@talento/rules';

type Salidas = inferRouterOutputs<AppRouter>['pedidos'];
export type PedidoFormulario = Salidas['paraFormulario'];
export type ConfiguracionFormulario = Salidas['configuracionFormulario'];
export type PerfilFormulario = Salidas['perfilesAprobados'][number];

/**
 * One city line as the form holds it: the shared schema's fields (numbers as numbers, undefined while empty) and
 * the chosen city as its typeahead option (its id is the schema's `ciudadId`).
 */
export interface LineaValores {
  id?: number;
  ciudad: OpcionTypeahead | null;
  vacantes: number | undefined;
  centroCosto: string;
  direccionPresentarse: string;
  personaAutorizaIngreso: string;
}

/** The order form's values (react-hook-form): `CamposPedido` with the client as its typeahead option. */
export interface ValoresPedido {
  cliente: OpcionTypeahead | null;
  perfilId: number | undefined;
  lineas: LineaValores[];
  sucursalId: number | undefined;
  nombreCargo: string;
  descripcion: string;
  /** null when emptied: the schema asks for at least 1 (undefined would silently take the default). */
  minimoCandidatosVacante: number | null;
  salario: number | undefined;
  comision: number | null;
  tieneRuta: boolean;
  auxilioAlimentacion: number | undefined;
  auxilioInternet: number | undefined;
  auxilioCelular: number | undefined;
  auxilioRodamiento: number | undefined;
  otrosAuxilios: { nombre: string; valor: number | undefined }[];
  jornadaLaboral: number | undefined;
  horarioInicio: string | null;
  horarioFin: string | null;
  /** 'YYYY-MM-DD', '' while not chosen. */
  fechaIngreso: string;
  tipoPedido: string;
  esDestacado: boolean;
}

export const lineaVacia = (): LineaValores => ({
  ciudad: null,
  vacantes: 1,
  centroCosto: '',
  direccionPresentarse: '',
  personaAutorizaIngreso: '',
});

export function valoresVacios(): ValoresPedido {
  return {
    cliente: null,
    perfilId: undefined,
    lineas: [lineaVacia()],
    sucursalId: undefined,
    nombreCargo: '',
    descripcion: '',
    minimoCandidatosVacante: PEDIDO_LIMITES.minimoCandidatosVacanteDefecto,
    salario: undefined,
    comision: null,
    tieneRuta: false,
    auxilioAlimentacion: 0,
    auxilioInternet: 0,
    auxilioCelular: 0,
    auxilioRodamiento: 0,
    otrosAuxilios: [],
    jornadaLaboral: undefined,
    horarioInicio: null,
    horarioFin: null,
    fechaIngreso: '',
    tipoPedido: '',
    esDestacado: false,
  };
}

/** Money in whole pesos, as the form shows it (the column keeps cents the form never had). */
const pesos = (n: number): number => Math.round(n);
const pesosONulo = (n: number | null): number | null => (n === null ? null : pesos(n));

/**
 * Form values from an existing order: to edit it (`duplicar` false: keeps line ids) or to duplicate it
 * (no ids; an entry date outside today..12 months is dropped so the user picks a new one).
 */
export function valoresDesdePedido(p: PedidoFormulario, duplicar: boolean): ValoresPedido {
  const fecha =
    p.fechaIngreso && (!duplicar || fechaIngresoValida(p.fechaIngreso, new Date())) ? p.fechaIngreso : '';
  return {
    cliente: { id: p.cliente.id, etiqueta: p.cliente.nombre, detalle: p.cliente.numeroDocumento },
    perfilId: p.perfil.id,
    lineas: p.lineas.map((l) => ({
      ...(duplicar ? {} : { id: l.id }),
      ciudad: l.ciudad
        ? { id: l.ciudad.id, etiqueta: l.ciudad.nombre, detalle: l.ciudad.departamento }
        : null,
      vacantes: l.vacantes,
      centroCosto: l.centroCosto,
      direccionPresentarse: l.direccionPresentarse,
      personaAutorizaIngreso: l.personaAutorizaIngreso,
    })),
    sucursalId: p.sucursalId ?? undefined,
    nombreCargo: p.nombreCargo,
    descripcion: p.descripcion,
    minimoCandidatosVacante: p.minimoCandidatosVacante,
    salario: p.salario === null ? undefined : pesos(p.salario),
    comision: pesosONulo(p.comision),
    tieneRuta: p.tieneRuta,
    auxilioAlimentacion: pesos(p.auxilioAlimentacion),
    auxilioInternet: pesos(p.auxilioInternet),
    auxilioCelular: pesos(p.auxilioCelular),
    auxilioRodamiento: pesos(p.auxilioRodamiento),
    otrosAuxilios: p.otrosAuxilios.map((o) => ({ nombre: o.nombre, valor: pesos(o.valor) })),
    jornadaLaboral: p.jornadaLaboral ?? undefined,
    horarioInicio: p.horarioInicio,
    horarioFin: p.horarioFin,
    fechaIngreso: fecha,
    tipoPedido: p.tipoPedido ?? '',
    esDestacado: p.esDestacado,
  };
}

/** The route is offered only while the salary is at most twice the minimum wage (spec 01 §5). */
export function rutaPermitida(salario: number | undefined, smmlv: number): boolean {
  return (salario ?? 0) <= PEDIDO_LIMITES.factorSmmlvAuxilioTransporte * smmlv;
}

/** What the shared schema parses (the same object is sent to pedidos.crear / pedidos.editar). */
export function aBorrador(v: ValoresPedido, smmlv: number): BorradorPedido {
  const { cliente, lineas, ...resto } = v;
  return {
    ...resto,
    clienteId: cliente?.id,
    lineas: lineas.map(({ ciudad, ...l }) => ({ ...l, ciudadId: ciudad?.id })),
    tieneRuta: rutaPermitida(v.salario, smmlv) && v.tieneRuta,
  };
}

/**
 * The form field that shows a message of the schema or of the server: the ids of the client and of a line's city
 * are their typeaheads; a line's unknown id is shown on its city too.
 */
export function campoDelFormulario(ruta: string): string | null {
  if (ruta === '_') return null;
  if (ruta === 'clienteId') return 'cliente';
  const linea = /^lineas\.(\d+)\.(ciudadId|id)$/.exec(ruta);
  return linea ? `lineas.${linea[1]}.ciudad` : ruta;
}
