import { formatoFecha, NO_REGISTRA } from '@talento/rules';
import { Dato, Rejilla, Seccion } from '@talento/ui';
import { Lista } from './dato';
import { periodo } from './seccion-experiencia';
import type { ResumenHv } from './tipos';

const estado = (graduado: boolean) => (graduado ? 'Graduado' : 'No graduado');

/** Education: level, primary, secondary, higher, postgraduates, diplomados, other studies, languages, skills. */
export function SeccionEducacion({ hv }: { hv: ResumenHv }) {
  const e = hv.educacion;
  return (
    <Seccion titulo="Educación">
      <Rejilla vacio={NO_REGISTRA}>
        <Dato etiqueta="Nivel académico">{e.nivelAcademico}</Dato>
        <Dato etiqueta="Primaria">
          {[e.primaria.institucion, e.primaria.anoFin].filter(Boolean).join(' · ')}
        </Dato>
        <Dato etiqueta="Bachillerato">
          {[e.bachillerato.titulo, e.bachillerato.institucion, e.bachillerato.anoFin]
            .filter(Boolean)
            .join(' · ')}
        </Dato>
      </Rejilla>
      <Lista
        titulo="Educación superior"
        filas={e.superior}
        render={(s) => (
          <p>
            <span className="font-medium">{s.titulo}</span> · {s.institucion} ·{' '}
            {periodo(s.fechaInicio, s.fechaFin, false)} · {estado(s.graduado)}
          </p>
        )}
      />
      <Lista
        titulo="Postgrados"
        filas={e.postgrados}
        render={(s) => (
          <p>
            <span className="font-medium">
              {s.tipoEtiqueta}: {s.titulo}
            </span>{' '}
            · {s.institucion} · {periodo(s.fechaInicio, s.fechaFin, false)} · {estado(s.graduado)}
          </p>
        )}
      />
      <Lista titulo="Diplomados" filas={e.diplomados} render={(d) => <Curso d={d} />} />
      <Lista titulo="Otros estudios" filas={e.otrosEstudios} render={(d) => <Curso d={d} />} />
      <Lista
        titulo="Idiomas"
        filas={hv.idiomas}
        render={(i) => (
          <p>
            {i.idioma} · {i.nivel}
          </p>
        )}
      />
      <Lista
        titulo="Habilidades"
        filas={hv.habilidades}
        render={(h) => (
          <p>
            <span className="font-medium">{h.nombre}</span>
            {h.descripcion && ` · ${h.descripcion}`}
          </p>
        )}
      />
    </Seccion>
  );
}

function Curso({ d }: { d: ResumenHv['educacion']['diplomados'][number] }) {
  return (
    <p>
      <span className="font-medium">{d.nombre}</span> · {d.institucion}
      {d.fechaFin && ` · ${formatoFecha(d.fechaFin)}`}
      {d.intensidadHoras !== null && ` · ${d.intensidadHoras} horas`}
    </p>
  );
}
