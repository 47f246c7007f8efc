/**
 * The funnel of the operations report (INFORME GENERAL, spec 03 §2) and how each measure is counted from our data.
 * Every measure is a count of events dated on a day (Bogotá calendar), so a column's figure is the sum of its days.
 * The texts are the help the screen shows beside each row (one definition, used by the screen and docs/decisiones/reportes.md).
 */

/** What the rows behind a measure are: orders or candidates in orders. */
export type OrigenMedida = 'pedidos' | 'candidatos';

const medidas = [
  {
    clave: 'pedidosRecibidos',
    etiqueta: 'Pedidos recibidos',
    origen: 'pedidos',
    ayuda: 'Pedidos de clientes (no de stock) con fecha de solicitud en el periodo.',
  },
  {
    clave: 'vacantes',
    etiqueta: 'Vacantes',
    origen: 'pedidos',
    ayuda: 'Suma de las vacantes de los pedidos recibidos en el periodo.',
  },
  {
    clave: 'hvEnviadas',
    etiqueta: 'Hojas de vida enviadas al cliente',
    origen: 'candidatos',
    ayuda: 'Candidatos que llegaron a «Enviado a cliente» en el periodo.',
  },
  {
    clave: 'validadas',
    etiqueta: 'Validadas por el cliente',
    origen: 'candidatos',
    ayuda: 'Candidatos que llegaron a «Validado por cliente» en el periodo.',
  },
  {
    clave: 'entrevistas',
    etiqueta: 'Entrevistas con el cliente',
    origen: 'candidatos',
    ayuda: 'Candidatos que llegaron a «En entrevista con cliente» en el periodo.',
  },
  {
    clave: 'aprobados',
    etiqueta: 'Aprobados',
    origen: 'candidatos',
    ayuda: 'Candidatos que aprobaron la entrevista (llegaron a «En contratación») en el periodo.',
  },
  {
    clave: 'contratados',
    etiqueta: 'Contratados (se presentan a trabajar)',
    origen: 'candidatos',
    ayuda: 'Candidatos que llegaron a «Se presenta en lugar de trabajo» en el periodo.',
  },
  {
    clave: 'rechazados',
    etiqueta: 'Personas rechazadas',
    origen: 'candidatos',
    ayuda:
      'Candidatos rechazados por el cliente, que no aprobaron la entrevista, no firmaron contrato o no se presentaron, en el periodo.',
  },
  {
    clave: 'pedidosCancelados',
    etiqueta: 'Pedidos cancelados',
    origen: 'pedidos',
    ayuda: 'Pedidos de clientes con fecha de cancelación en el periodo.',
  },
  {
    clave: 'pedidosTerminados',
    etiqueta: 'Pedidos terminados',
    origen: 'pedidos',
    ayuda: 'Pedidos de clientes con fecha de finalización en el periodo.',
  },
] as const satisfies readonly { clave: string; etiqueta: string; origen: OrigenMedida; ayuda: string }[];

export const MEDIDAS_EMBUDO = medidas;
export type MedidaEmbudo = (typeof medidas)[number]['clave'];
export const CLAVES_MEDIDA_EMBUDO = medidas.map((m) => m.clave) as [MedidaEmbudo, ...MedidaEmbudo[]];

/** The figures of one column of the funnel. */
export type CifrasEmbudo = Record<MedidaEmbudo, number>;

export function embudoEnCero(): CifrasEmbudo {
  return Object.fromEntries(CLAVES_MEDIDA_EMBUDO.map((c) => [c, 0])) as CifrasEmbudo;
}

/** Candidate-in-order states that count for each candidate measure (ESTADO_CANDIDATO_PEDIDO). */
export const ESTADOS_MEDIDA_CANDIDATO = {
  hvEnviadas: [1],
  validadas: [2],
  entrevistas: [4],
  aprobados: [6],
  contratados: [8],
  rechazados: [3, 5, 7, 9],
} as const satisfies Partial<Record<MedidaEmbudo, readonly number[]>>;

/**
 * The earlier steps a state implies (a candidate hired was sent, validated, interviewed and approved): when a state
 * is reached without passing through them (a direct change), they are recorded on the same day, so the funnel never
 * counts more people at a later step than at an earlier one. Mirrored by the SQL function `estados_implicitos`.
 */
export const ESTADOS_IMPLICITOS: Readonly<Record<number, readonly number[]>> = {
  2: [1],
  3: [1],
  4: [1, 2],
  5: [1, 2, 4],
  6: [1, 2, 4],
  7: [1, 2, 4, 6],
  8: [1, 2, 4, 6],
  9: [1, 2, 4, 6],
};
