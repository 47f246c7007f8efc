import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatoFecha, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { Spinner } from '@talento/ui';
import { trpc } from '../trpc';
import { idDeRuta, NoEncontrado } from './pagina';

function Seccion({ titulo, vacio, children }: { titulo: string; vacio: boolean; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold">{titulo}</h2>
      {vacio ? <p className="text-sm text-slate-500">Sin información registrada.</p> : children}
    </section>
  );
}

function Fila({ etiqueta, valor }: { etiqueta: string; valor: string | number | null }) {
  return (
    <div>
      <dt className="text-slate-500">{etiqueta}</dt>
      <dd className="font-medium">{valor === null || valor === '' ? '—' : valor}</dd>
    </div>
  );
}

const periodo = (desde: string | null, hasta: string | null, actual = false) =>
  `${formatoFecha(desde) || '—'} a ${actual ? 'la fecha' : formatoFecha(hasta) || '—'}`;

/** `/pedido/:id/candidato/:cpId`: the CV of a candidate sent to the client, limited to what a client may see. */
export function HojaDeVidaPagina() {
  const params = useParams();
  const pedidoId = idDeRuta(params.id);
  const cpId = idDeRuta(params.cpId);
  const consulta = trpc.clientePortal.hojaDeVida.useQuery({ candidatoPedidoId: cpId ?? 0 }, { enabled: cpId !== null, retry: false, meta: { silencioso: true } });
  if (pedidoId === null || cpId === null || consulta.error || (consulta.data && consulta.data.pedidoId !== pedidoId)) {
    return <NoEncontrado mensaje={MENSAJES_CLIENTE_PORTAL.candidatoNoEncontrado} />;
  }
  if (!consulta.data) return <Spinner />;
  const hv = consulta.data;
  const { personal: d, educacion: e } = hv;
  const estudios = [
    ...e.superior.map((s) => ({ titulo: s.titulo, institucion: s.institucion, detalle: `${formatoFecha(s.fechaFin)}${s.graduado ? ' · Graduado' : ''}` })),
    ...e.postgrados.map((s) => ({ titulo: `${s.tipo}: ${s.titulo}`, institucion: s.institucion, detalle: `${formatoFecha(s.fechaFin)}${s.graduado ? ' · Graduado' : ''}` })),
    ...e.diplomados.map((s) => ({ titulo: `Diplomado: ${s.nombre}`, institucion: s.institucion, detalle: formatoFecha(s.fechaFin) })),
    ...e.otrosEstudios.map((s) => ({ titulo: s.nombre, institucion: s.institucion, detalle: formatoFecha(s.fechaFin) })),
    ...e.enCurso.map((s) => ({ titulo: `${s.nivel} (en curso): ${s.programa}`, institucion: s.institucion, detalle: s.semestreActual ? `Semestre ${s.semestreActual}` : '' })),
  ];
  return (
    <div className="flex flex-col gap-4">
      <Link to={`/pedido/${pedidoId}`} className="text-sm text-marca-700 hover:underline">
        ← Volver al pedido
      </Link>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">
          {d.nombres} {d.apellidos}
        </h1>
        <span className="rounded bg-marca-50 px-2 py-0.5 text-sm font-medium text-marca-700">{hv.estadoEtiqueta}</span>
      </header>
      <Seccion titulo="Datos personales" vacio={false}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <Fila etiqueta="Documento" valor={`${d.tipoDocumento} ${d.documento}`} />
          <Fila etiqueta="Fecha de nacimiento" valor={formatoFecha(d.fechaNacimiento)} />
          <Fila etiqueta="Edad" valor={d.edad === null ? null : `${d.edad} años`} />
          <Fila etiqueta="Ciudad" valor={d.ciudad} />
          <Fila etiqueta="Teléfono" valor={d.telefono} />
          <Fila etiqueta="Correo" valor={d.email} />
        </dl>
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
      <Seccion titulo="Educación" vacio={!e.nivelAcademico && !e.bachillerato.institucion && estudios.length === 0}>
        <dl className="mb-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Fila etiqueta="Nivel académico" valor={e.nivelAcademico} />
          <Fila etiqueta="Bachillerato" valor={[e.bachillerato.titulo, e.bachillerato.institucion, e.bachillerato.anoFin].filter(Boolean).join(' · ')} />
        </dl>
        <ul className="flex flex-col gap-2 text-sm">
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
        <table className="min-w-full text-sm">
          <thead className="text-left text-slate-600">
            <tr>
              <th className="py-1 pr-4 font-medium">Requisito</th>
              <th className="py-1 pr-4 font-medium">Resultado</th>
              <th className="py-1 font-medium">Fecha</th>
            </tr>
          </thead>
          <tbody>
            {hv.requisitos.map((r, i) => (
              <tr key={i} className="border-t border-slate-100">
                <td className="py-1 pr-4">{r.nombre}</td>
                <td className="py-1 pr-4">{r.resultado}</td>
                <td className="py-1">{formatoFecha(r.fecha)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Seccion>
      {hv.pruebas && (
        <Seccion titulo="Pruebas" vacio={hv.pruebas.puntajeGlobal === null && hv.pruebas.detalle.length === 0}>
          <p className="mb-2 text-sm">
            Puntaje global: <span className="font-semibold">{hv.pruebas.puntajeGlobal ?? '—'}</span>
          </p>
          <ul className="grid grid-cols-2 gap-1 text-sm sm:grid-cols-3">
            {hv.pruebas.detalle.map((p) => (
              <li key={p.codigo}>
                {p.codigo}: {p.puntaje ?? '—'}
              </li>
            ))}
          </ul>
        </Seccion>
      )}
    </div>
  );
}
