import {
  Boton,
  columnasDe,
  Dato,
  EstadoVacio,
  Rejilla,
  Seccion,
  Spinner,
  Tabla,
  useIdRuta,
} from '@talento/ui';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import {
  CODIGO_FORMATO_ORDEN,
  formatoDinero,
  formatoFecha,
  formatoNumero,
  formatoPorcentaje,
  NIVEL_ORGANIZACIONAL,
  TEXTO_LEGAL_ORDEN_COMPRA,
  TIPO_JORNADA_ORDEN,
} from '@talento/rules';
import { trpc } from '../../trpc';

type Catalogos = Record<string, { codigo: string; nombre: string }[]>;
const nombre = (catalogos: Catalogos | undefined, categoria: string, codigo: string | null) =>
  codigo === null ? null : (catalogos?.[categoria]?.find((x) => x.codigo === codigo)?.nombre ?? codigo);

type ConceptoImpreso = inferRouterOutputs<AppRouter>['contratacion']['obtener']['conceptos'][number];

/** The concepts as printed: catalogue names, the full description (not the 30-character cut of the modal). */
function columnasConceptos(cat: Catalogos | undefined) {
  const c = columnasDe<ConceptoImpreso>();
  return c.columns([
    c.accessor('tipo', { header: 'Tipo', cell: ({ getValue }) => nombre(cat, 'TIPO_CONCEPTO', getValue()) }),
    c.accessor('periodicidad', {
      header: 'Periodicidad',
      cell: ({ getValue }) => nombre(cat, 'PERIODICIDAD', getValue()),
    }),
    c.accessor((x) => `${x.concepto} - ${x.descripcion}`, { id: 'concepto', header: 'Concepto' }),
    c.accessor('valor', {
      header: 'Valor',
      meta: { alinear: 'derecha' },
      cell: ({ getValue }) => formatoDinero(getValue()),
    }),
  ]);
}

/** '/contratacion/orden/:id/imprimir': every field of the hiring order, the purchase-order legal text and the form code. */
export default function Pagina() {
  const id = useIdRuta('id');
  const orden = trpc.contratacion.obtener.useQuery({ id: id ?? 0 }, { enabled: id !== null });
  const maestros = trpc.contratacion.maestros.useQuery();
  if (id === null || orden.isError) return <EstadoVacio mensaje="No se encontró la orden de contratación." />;
  if (!orden.data) return <Spinner />;
  const o = orden.data;
  const f = o.campos;
  const cat = maestros.data?.catalogos;
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-4 print:max-w-none print:gap-2 print:text-[11px]">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold print:text-base">Orden de contratación N.º {o.consecutivo}</h1>
          <p className="text-sm text-slate-600">
            {o.cliente.nombre} · NIT {o.cliente.numeroDocumento} · Pedido {o.pedidoId}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span
            className="rounded border border-slate-400 px-2 py-1 text-xs font-semibold text-slate-800"
            data-testid="codigo-formato"
          >
            {CODIGO_FORMATO_ORDEN}
          </span>
          <Boton className="print:hidden" onClick={() => window.print()}>
            Imprimir
          </Boton>
        </div>
      </header>
      <Seccion titulo="Datos de la orden">
        <Rejilla>
          <Dato etiqueta="Estado">
            {o.radicado ? `Radicada el ${formatoFecha(o.fechaRadicado)}` : 'Guardada, sin radicar'}
          </Dato>
          <Dato etiqueta="Creada">{`${formatoFecha(o.fechaCreado)}${o.creadoPorCliente ? ' (por el cliente)' : ''}`}</Dato>
          <Dato etiqueta="Persona que autoriza el ingreso">{f.personaAutorizaIngreso}</Dato>
          <Dato etiqueta="Fecha de ingreso">{formatoFecha(f.fechaIngreso)}</Dato>
          <Dato etiqueta="Ciudad de trabajo">{o.nombres.ciudad}</Dato>
          <Dato etiqueta="Cargo">{`${o.nombres.cargoCodigo} - ${o.nombres.cargo}`}</Dato>
          <Dato etiqueta="Candidatos" ancho>
            {o.candidatos.map((x) => `${x.nombre} (${x.numeroDocumento})`).join(', ')}
          </Dato>
        </Rejilla>
      </Seccion>
      <Seccion titulo="Condiciones del contrato">
        <Rejilla>
          <Dato etiqueta="Salario">{formatoDinero(f.salario)}</Dato>
          <Dato etiqueta="Salario integral">{f.salarioIntegral ? 'Sí' : 'No'}</Dato>
          <Dato etiqueta="Relación laboral">{nombre(cat, 'RELACION_LABORAL', f.relacionLaboral)}</Dato>
          <Dato etiqueta="Tipo de salario">{nombre(cat, 'TIPO_SALARIO', f.tipoSalario)}</Dato>
          <Dato etiqueta="Riesgo ARP">{nombre(cat, 'RIESGO_ARL', f.riesgoArl)}</Dato>
          <Dato etiqueta="Tipo de comisión">{nombre(cat, 'TIPO_COMISION', f.tipoComision)}</Dato>
          <Dato etiqueta="Comisiones">{f.comisiones === null ? null : formatoDinero(f.comisiones)}</Dato>
          <Dato etiqueta="Tipo de variable">{nombre(cat, 'TIPO_VARIABLE', f.tipoVariable)}</Dato>
          <Dato etiqueta="Variable">{f.variable === null ? null : formatoDinero(f.variable)}</Dato>
          <Dato etiqueta="Jornada">{TIPO_JORNADA_ORDEN.etiqueta(f.tipoJornada)}</Dato>
          <Dato etiqueta="Horas de la jornada">
            {f.horasJornada === null ? null : formatoNumero(f.horasJornada, 0)}
          </Dato>
          <Dato etiqueta="Concepto salarial 1">
            {f.conceptoSalario1
              ? `${nombre(cat, 'CONCEPTO_CONTRATO', f.conceptoSalario1)}: ${formatoDinero(f.valorConceptoSalario1)}`
              : null}
          </Dato>
          <Dato etiqueta="Concepto salarial 2">
            {f.conceptoSalario2
              ? `${nombre(cat, 'CONCEPTO_CONTRATO', f.conceptoSalario2)}: ${formatoDinero(f.valorConceptoSalario2)}`
              : null}
          </Dato>
        </Rejilla>
      </Seccion>
      <Seccion titulo="Ubicación en la organización">
        <Rejilla>
          <Dato etiqueta="Jefe inmediato">{f.jefeInmediato}</Dato>
          <Dato etiqueta="Cargo del jefe inmediato">{f.jefeInmediatoCargo}</Dato>
          <Dato etiqueta="Área">{f.area}</Dato>
          {NIVEL_ORGANIZACIONAL.opciones.map((n, i) => (
            <Dato key={n.valor} etiqueta={`Nivel ${n.valor}: ${n.etiqueta}`}>
              {o.nombres.niveles[i]}
            </Dato>
          ))}
          <Dato etiqueta="Centro de trabajo">{`${o.nombres.centroTrabajo} (${formatoPorcentaje(o.nombres.centroTrabajoPorcentaje, 3)})`}</Dato>
          <Dato etiqueta="Centro de costo (dpto)">{o.nombres.dpto}</Dato>
          <Dato etiqueta="Obra o labor" ancho>
            {f.obraLabor}
          </Dato>
          <Dato etiqueta="Observaciones" ancho>
            {f.observaciones}
          </Dato>
          <Dato etiqueta="Observaciones de compra" ancho>
            {f.observacionesCompra}
          </Dato>
        </Rejilla>
      </Seccion>
      <Seccion titulo="Conceptos" vacio={o.conceptos.length === 0}>
        <Tabla
          etiqueta="Conceptos de la orden"
          columnas={columnasConceptos(cat)}
          datos={o.conceptos}
          vacio="La orden no tiene conceptos."
          ordenable={false}
          altoLimitado={false}
          marco={false}
          idFila={(x) => String(x.id)}
        />
      </Seccion>
      <section
        aria-label="Texto legal"
        className="rounded-lg bg-white p-5 text-xs leading-relaxed text-slate-700 shadow-sm print:p-0 print:shadow-none"
      >
        {TEXTO_LEGAL_ORDEN_COMPRA.map((p) => (
          <p key={p} className="mb-2">
            {p}
          </p>
        ))}
        <div className="mt-8 grid grid-cols-2 gap-8">
          <p className="border-t border-slate-500 pt-1">Firma de quien autoriza el ingreso</p>
          <p className="border-t border-slate-500 pt-1">Firma de la empresa de servicios temporales</p>
        </div>
      </section>
    </article>
  );
}
