import type { ReactNode } from 'react';
import { formatoDinero, formatoFecha, formatoPorcentaje, NO_REGISTRA, rangoSalarial } from '@talento/rules';
import { Dato, Rejilla } from '@talento/ui';
import { siNo } from './dato';
import { Foto } from './foto';
import { periodo } from './seccion-experiencia';
import type { ResumenHv } from './tipos';

function Bloque({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <section className="mt-3 break-inside-avoid">
      <h2 className="mb-1 border-b border-slate-400 text-sm font-bold uppercase">{titulo}</h2>
      {children}
    </section>
  );
}

function Lineas({ filas }: { filas: string[] }) {
  if (filas.length === 0) return <p className="text-xs">{NO_REGISTRA}</p>;
  return (
    <ul className="text-xs">
      {filas.map((f, i) => (
        <li key={i}>{f}</li>
      ))}
    </ul>
  );
}

const unir = (...partes: (string | number | null | undefined | false)[]) =>
  partes.filter((p) => p !== null && p !== undefined && p !== false && p !== '').join(' · ');

/**
 * Print-only layout (spec 03 §2): name, face photo, personal data, languages, driving licence, vehicle,
 * military card, housing, landlord, who the person lives with, travel availability, desired positions,
 * salary range, routines, references, the psychologist's final opinion, education, experience and family.
 * Hidden on screen; the screen layout, the shell and the widgets are hidden when printing.
 */
export function Impresion({ hv }: { hv: ResumenHv }) {
  const p = hv.personal;
  const g = hv.general;
  const e = hv.educacion;
  const f = hv.familia;
  return (
    <article className="hidden text-black print:block" aria-label="Hoja de vida para imprimir">
      <header className="flex items-start gap-4">
        <Foto
          candidatoId={hv.candidatoId}
          tieneFoto={hv.tieneFoto}
          nombre={hv.nombreCompleto}
          className="h-32 w-28"
        />
        <div>
          <h1 className="text-2xl font-bold">{hv.nombreCompleto}</h1>
          <p className="text-sm">
            {p.tipoDocumento} {p.numeroDocumento}
          </p>
          <p className="text-xs">Completitud total {formatoPorcentaje(hv.porcentajes.total)}</p>
        </div>
      </header>
      <Bloque titulo="Datos personales">
        <Rejilla vacio={NO_REGISTRA}>
          <Dato etiqueta="Fecha de nacimiento">
            {p.fechaNacimiento &&
              `${formatoFecha(p.fechaNacimiento)}${p.edad !== null ? ` (${p.edad} años)` : ''}`}
          </Dato>
          <Dato etiqueta="Lugar de expedición">{p.lugarExpedicion}</Dato>
          <Dato etiqueta="Nacionalidad">{p.nacionalidad}</Dato>
          <Dato etiqueta="Género">{p.genero}</Dato>
          <Dato etiqueta="Estado civil">{p.estadoCivil}</Dato>
          <Dato etiqueta="Correo">{p.email}</Dato>
          <Dato etiqueta="Teléfono">{p.telefono}</Dato>
          <Dato etiqueta="Ciudad">{p.ciudad}</Dato>
          <Dato etiqueta="Dirección">{p.direccion}</Dato>
          <Dato etiqueta="Licencia de conducción">
            {p.licencia.tiene ? unir(p.licencia.categoria, p.licencia.numero) || 'Sí' : 'No'}
          </Dato>
          <Dato etiqueta="Vehículo">{g.tieneVehiculo ? (g.tipoVehiculo ?? 'Sí') : 'No'}</Dato>
          <Dato etiqueta="Libreta militar">
            {p.libretaMilitar.tiene
              ? unir(p.libretaMilitar.clase && `Clase ${p.libretaMilitar.clase}`, p.libretaMilitar.numero) ||
                'Sí'
              : 'No'}
          </Dato>
          <Dato etiqueta="Vivienda">{g.tipoVivienda}</Dato>
          <Dato etiqueta="Arrendador">{g.arrendador}</Dato>
          <Dato etiqueta="Vive con">{g.conviveCon}</Dato>
          <Dato etiqueta="Disponibilidad para viajar">{siNo(g.disponibleParaViajar)}</Dato>
          <Dato etiqueta="Cargos deseados">{g.cargosAAspirar.join(', ')}</Dato>
          <Dato etiqueta="Rango salarial">
            {rangoSalarial(g.aspiracionSalarialMinima, g.aspiracionSalarialMaxima, formatoDinero)}
          </Dato>
        </Rejilla>
      </Bloque>
      <Bloque titulo="Idiomas">
        <Lineas filas={hv.idiomas.map((i) => `${i.idioma} · ${i.nivel}`)} />
      </Bloque>
      <Bloque titulo="Rutinas">
        <Rejilla vacio={NO_REGISTRA}>
          <Dato etiqueta="Fuma">{siNo(g.fuma)}</Dato>
          <Dato etiqueta="Bebe">{siNo(g.bebe)}</Dato>
          <Dato etiqueta="Hace ejercicio">{siNo(g.haceEjercicio)}</Dato>
          <Dato etiqueta="Pasatiempos">{g.pasatiempos}</Dato>
        </Rejilla>
      </Bloque>
      <Bloque titulo="Referencias">
        <Lineas filas={hv.referencias.map((r) => unir(r.nombre, r.relacion, r.telefono, r.ocupacion))} />
      </Bloque>
      <Bloque titulo="Concepto final del psicólogo">
        <p className="whitespace-pre-wrap text-xs">{g.conceptoFinalPsicologo ?? NO_REGISTRA}</p>
      </Bloque>
      <Bloque titulo="Educación">
        <Lineas
          filas={[
            unir('Nivel académico', e.nivelAcademico ?? NO_REGISTRA),
            e.primaria.institucion ? unir('Primaria', e.primaria.institucion, e.primaria.anoFin) : '',
            e.bachillerato.institucion
              ? unir('Bachillerato', e.bachillerato.titulo, e.bachillerato.institucion, e.bachillerato.anoFin)
              : '',
            ...e.superior.map((s) =>
              unir(
                s.titulo,
                s.institucion,
                periodo(s.fechaInicio, s.fechaFin, false),
                s.graduado ? 'Graduado' : 'No graduado',
              ),
            ),
            ...e.postgrados.map((s) =>
              unir(`${s.tipoEtiqueta}: ${s.titulo}`, s.institucion, s.graduado ? 'Graduado' : 'No graduado'),
            ),
            ...e.diplomados.map((d) =>
              unir(`Diplomado: ${d.nombre}`, d.institucion, formatoFecha(d.fechaFin)),
            ),
            ...e.otrosEstudios.map((d) => unir(d.nombre, d.institucion, formatoFecha(d.fechaFin))),
            ...e.enCurso.map((d) =>
              unir(
                `En curso: ${d.programa}`,
                d.institucion,
                d.semestreActual !== null && `Semestre ${d.semestreActual}`,
              ),
            ),
          ].filter(Boolean)}
        />
      </Bloque>
      <Bloque titulo="Experiencia laboral">
        <Lineas
          filas={hv.experiencias.map((x) =>
            unir(
              `${x.cargo} en ${x.empresa}`,
              periodo(x.fechaIngreso, x.fechaRetiro, x.actual),
              x.salarioFinal !== null && formatoDinero(x.salarioFinal),
              x.motivoRetiro,
            ),
          )}
        />
      </Bloque>
      <Bloque titulo="Familia">
        <Lineas
          filas={[
            f.conyuge.nombre
              ? unir('Cónyuge', f.conyuge.nombre, f.conyuge.ocupacion, f.conyuge.telefono)
              : '',
            f.padre.nombre ? unir('Padre', f.padre.nombre, f.padre.ocupacion, f.padre.telefono) : '',
            f.madre.nombre ? unir('Madre', f.madre.nombre, f.madre.ocupacion, f.madre.telefono) : '',
            ...f.hijos.map((h) => unir('Hijo/a', h.nombre, h.edad !== null && `${h.edad} años`, h.ocupacion)),
            ...f.personasACargo.map((h) =>
              unir('A cargo', h.nombre, h.parentesco, h.edad !== null && `${h.edad} años`),
            ),
          ].filter(Boolean)}
        />
      </Bloque>
    </article>
  );
}
