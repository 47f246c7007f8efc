import { Link } from 'react-router';
import {
  formatoFecha,
  formatoFechaHora,
  horasDeLaSemana,
  hoyIso,
  ubicarCitasSemana,
  type CitaUbicada,
} from '@talento/rules';
import type { CitaSemana } from './tipos';

const DIAS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;
/** Height of one hour of the grid, in pixels. */
const ALTO_HORA = 56;
const hora = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * The week grid: seven columns Monday to Sunday, hours down the side, each appointment a link to its detail placed at
 * its time with the height of its duration (overlapping ones side by side). Each day is a list for screen readers.
 */
export function CalendarioSemana({ lunes, citas }: { lunes: string; citas: readonly CitaSemana[] }) {
  const dias = ubicarCitasSemana(lunes, citas);
  const { desde, hasta } = horasDeLaSemana(citas);
  const alto = (hasta - desde) * ALTO_HORA;
  const hoy = hoyIso();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <div className="grid min-w-[56rem] grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]">
        <div aria-hidden="true" />
        {dias.map(({ dia }, i) => (
          <div
            key={dia}
            className={`border-b border-l border-slate-200 px-2 py-2 text-center text-sm font-medium ${dia === hoy ? 'bg-marca-50 text-marca-800' : 'text-slate-700'}`}
          >
            {DIAS[i]} <span className="block text-xs font-normal text-slate-600">{formatoFecha(dia)}</span>
          </div>
        ))}
        <div aria-hidden="true" className="relative" style={{ height: alto }}>
          {Array.from({ length: hasta - desde }, (_, i) => (
            <span
              key={i}
              className="absolute right-1 -translate-y-2 text-xs text-slate-600"
              style={{ top: i * ALTO_HORA }}
            >
              {hora(desde + i)}
            </span>
          ))}
        </div>
        {dias.map(({ dia, citas: delDia }, i) => (
          <section
            key={dia}
            aria-label={`${DIAS[i]} ${formatoFecha(dia)}`}
            className="relative border-l border-slate-200"
            style={{
              height: alto,
              backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 ${ALTO_HORA - 1}px, rgb(226 232 240) ${ALTO_HORA - 1}px ${ALTO_HORA}px)`,
            }}
          >
            {delDia.length > 0 && (
              <ol>
                {delDia.map((u) => (
                  <TarjetaCita key={u.cita.id} ubicada={u} desde={desde} />
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}

function TarjetaCita({
  ubicada: { cita, carril, carriles },
  desde,
}: {
  ubicada: CitaUbicada<CitaSemana>;
  desde: number;
}) {
  const top = ((cita.minuto - desde * 60) / 60) * ALTO_HORA;
  const alto = Math.max((cita.duracionMinutos / 60) * ALTO_HORA, 22);
  const cuando = formatoFechaHora(cita.fechaHoraEntrevista).slice(11);
  return (
    <li
      className="absolute px-0.5"
      style={{ top, height: alto, left: `${(carril / carriles) * 100}%`, width: `${100 / carriles}%` }}
    >
      <Link
        to={`/detail-cita/${cita.id}`}
        data-testid={`cita-semana-${cita.id}`}
        className="block h-full overflow-hidden rounded border border-marca-300 bg-marca-50 px-1.5 py-0.5 text-xs leading-tight text-marca-900 hover:bg-marca-100 focus-visible:outline-2 focus-visible:outline-marca-600"
      >
        <span className="font-semibold">{cuando}</span> {cita.candidato}
        <span className="block truncate text-slate-700">{cita.encargado.nombre}</span>
        <span className="sr-only">
          {cita.cliente ? `, ${cita.cliente}` : ''}, cita {cita.id}
        </span>
      </Link>
    </li>
  );
}
