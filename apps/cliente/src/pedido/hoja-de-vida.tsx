import { lazy } from 'react';
import { Link } from 'react-router';
import { formatoFecha, formatoNumero, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { Dato, InsigniaEstado, Rejilla, Seccion, Spinner, TrasPintar, useIdRuta } from '@talento/ui';
import { trpc } from '../trpc';
import { DecisionHojaDeVida } from './decision-hoja-de-vida';
import { NoEncontrado } from './no-encontrado';

const TablaRequisitos = lazy(() => import('./tabla-requisitos'));

const periodo = (desde: string | null, hasta: string | null, actual = false) =>
  `${formatoFecha(desde) || '—'} a ${actual ? 'la fecha' : formatoFecha(hasta) || '—'}`;

/**
 * `/pedido/:id/candidato/:cpId`: the CV of a candidate sent to the client, limited to what a client may see, with
 * the decision buttons and the way to the previous / next candidate of the order.
 */
export function HojaDeVidaPagina() {
  const pedidoId = useIdRuta('id');
  const cpId = useIdRuta('cpId');
  const consulta = trpc.clientePortal.hojaDeVida.useQuery(
    { candidatoPedidoId: cpId ?? 0 },
    { enabled: cpId !== null, retry: false, meta: { silencioso: true } },
  );
  if (
    pedidoId === null ||
    cpId === null ||
    consulta.error ||
    (consulta.data && consulta.data.pedidoId !== pedidoId)
  ) {
    return <NoEncontrado mensaje={MENSAJES_CLIENTE_PORTAL.candidatoNoEncontrado} />;
  }
  if (!consulta.data) return <Spinner />;
  const hv = consulta.data;
  const { personal: d, educacion: e } = hv;
  const estudios = [
    ...e.superior.map((s) => ({
      titulo: s.titulo,
      institucion: s.institucion,
      detalle: `${formatoFecha(s.fechaFin)}${s.graduado ? ' · Graduado' : ''}`,
    })),
    ...e.postgrados.map((s) => ({
      titulo: `${s.tipo}: ${s.titulo}`,
      institucion: s.institucion,
      detalle: `${formatoFecha(s.fechaFin)}${s.graduado ? ' · Graduado' : ''}`,
    })),
    ...e.diplomados.map((s) => ({
      titulo: `Diplomado: ${s.nombre}`,
      institucion: s.institucion,
      detalle: formatoFecha(s.fechaFin),
    })),
    ...e.otrosEstudios.map((s) => ({
      titulo: s.nombre,
      institucion: s.institucion,
      detalle: formatoFecha(s.fechaFin),
    })),
    ...e.enCurso.map((s) => ({
      titulo: `${s.nivel} (en curso): ${s.programa}`,
      institucion: s.institucion,
      detalle: s.semestreActual ? `Semestre ${s.semestreActual}` : '',
    })),
  ];
  return (
    // Room under the CV for the phone's decision bar (decision-hoja-de-vida.tsx), so it never covers the last section.
    <div className={`flex flex-col gap-4 ${hv.acciones.length > 0 ? 'max-sm:pb-20' : ''}`}>
      <Link to={`/pedido/${pedidoId}`} className="text-sm text-marca-700 hover:underline">
        ← Volver al pedido
      </Link>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">
          {d.nombres} {d.apellidos}
        </h1>
        <InsigniaEstado etiqueta={hv.estadoEtiqueta} tono="marca" />
      </header>
      {/* Keyed by candidate: an open dialog or a conflict notice never carries over to the next one. */}
      <DecisionHojaDeVida key={hv.candidatoPedidoId} hv={hv} />
      <Seccion titulo="Datos personales">
        <Rejilla>
          <Dato etiqueta="Documento">{`${d.tipoDocumento} ${d.documento}`}</Dato>
          <Dato etiqueta="Fecha de nacimiento">{formatoFecha(d.fechaNacimiento)}</Dato>
          <Dato etiqueta="Edad">{d.edad === null ? null : `${d.edad} años`}</Dato>
          <Dato etiqueta="Ciudad">{d.ciudad}</Dato>
          <Dato etiqueta="Teléfono">{d.telefono}</Dato>
          <Dato etiqueta="Correo">{d.email}</Dato>
        </Rejilla>
      </Seccion>
      <Seccion titulo="Experiencia laboral" vacio={hv.experiencias.length === 0}>
        <ul className="flex flex-col gap-3 text-sm">
          {hv.experiencias.map((x, i) => (
            <li key={i}>
              <p className="font-medium">
                {x.cargo} · {x.empresa}
              </p>
              <p className="text-slate-500">{periodo(x.fechaIngreso, x.fechaRetiro, x.actual)}</p>
              {x.funciones && <p className="whitespace-pre-wrap">{x.funciones}</p>}
            </li>
          ))}
        </ul>
      </Seccion>
      <Seccion
        titulo="Educación"
        vacio={!e.nivelAcademico && !e.bachillerato.institucion && estudios.length === 0}
      >
        <Rejilla>
          <Dato etiqueta="Nivel académico">{e.nivelAcademico}</Dato>
          <Dato etiqueta="Bachillerato">
            {[e.bachillerato.titulo, e.bachillerato.institucion, e.bachillerato.anoFin]
              .filter(Boolean)
              .join(' · ')}
          </Dato>
        </Rejilla>
        <ul className="mt-3 flex flex-col gap-2 text-sm">
          {estudios.map((s, i) => (
            <li key={i}>
              <p className="font-medium">{s.titulo}</p>
              <p className="text-slate-500">{[s.institucion, s.detalle].filter(Boolean).join(' · ')}</p>
            </li>
          ))}
        </ul>
      </Seccion>
      <div className="grid gap-4 md:grid-cols-2">
        <Seccion titulo="Idiomas" vacio={hv.idiomas.length === 0}>
          <ul className="text-sm">
            {hv.idiomas.map((x, i) => (
              <li key={i}>
                {x.idioma}: {x.nivel}
              </li>
            ))}
          </ul>
        </Seccion>
        <Seccion titulo="Habilidades" vacio={hv.habilidades.length === 0}>
          <ul className="text-sm">
            {hv.habilidades.map((x, i) => (
              <li key={i}>
                <span className="font-medium">{x.nombre}</span>
                {x.descripcion && <span className="text-slate-600">: {x.descripcion}</span>}
              </li>
            ))}
          </ul>
        </Seccion>
      </div>
      <Seccion titulo="Requisitos" vacio={hv.requisitos.length === 0}>
        <TrasPintar reserva={<Spinner />}>
          <TablaRequisitos requisitos={hv.requisitos} />
        </TrasPintar>
      </Seccion>
      {hv.pruebas && (
        <Seccion
          titulo="Pruebas"
          vacio={hv.pruebas.puntajeGlobal === null && hv.pruebas.detalle.length === 0}
        >
          <p className="mb-2 text-sm">
            Puntaje global: <span className="font-semibold">{formatoNumero(hv.pruebas.puntajeGlobal)}</span>
          </p>
          <ul className="grid grid-cols-2 gap-1 text-sm sm:grid-cols-3">
            {hv.pruebas.detalle.map((p) => (
              <li key={p.codigo}>
                {p.codigo}: {formatoNumero(p.puntaje)}
              </li>
            ))}
          </ul>
        </Seccion>
      )}
    </div>
  );
}
