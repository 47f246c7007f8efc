import { useCallback } from 'react';
import { useFormContext, useWatch, type PathValue } from 'react-hook-form';
import type { Criterio, FormularioCriterios } from '@talento/rules';
import {
  cambiarCriterio,
  DISPONIBILIDAD,
  ESTADO_CIVIL_CANDIDATO,
  ESTADO_PRODUCTO,
  ETIQUETAS_CRITERIOS as E,
  GENERO_CANDIDATO,
  MINIMO_TYPEAHEAD,
  NIVEL_ACADEMICO,
} from '@talento/rules';
import { SelectorFechaIso, Typeahead, type OpcionTypeahead } from '@talento/ui';
import { trpc } from '../../trpc';
import { CampoNumero, FilaCriterio, SelectorCatalogo } from './controles';
import { useBuscadores } from '../../catalogos/buscadores';

const aOpcion = (nombre: string | null): OpcionTypeahead | null =>
  nombre ? { id: 0, etiqueta: nombre } : null;

/**
 * The criteria of spec 03 §2 (the values live in the page's react-hook-form). A field with a value is active: typing or
 * choosing one switches its criterion on, clearing it switches it off, and its checkbox follows (`cambiarCriterio`).
 */
export function FormularioBusqueda() {
  const utils = trpc.useUtils();
  const buscadores = useBuscadores();
  const { control, getValues, setValue, formState } = useFormContext<FormularioCriterios>();
  const form = useWatch({ control }) as FormularioCriterios;
  const poner = <K extends keyof FormularioCriterios>(k: K, v: Partial<FormularioCriterios[K]>) =>
    setValue(k, cambiarCriterio<K>(getValues(k), v) as PathValue<FormularioCriterios, K>, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  const activo = <K extends keyof FormularioCriterios>(k: K) => ({
    etiqueta: E[k],
    activo: form[k].activo,
    onActivo: (a: boolean) => poner(k, { activo: a } as Partial<FormularioCriterios[K]>),
  });
  const buscarCiudades = buscadores.ciudades;
  const buscarProfesiones = useCallback(
    async (texto: string) =>
      (await utils.busqueda.profesiones.fetch({ texto })).map((p) => ({ id: p.id, etiqueta: p.nombre })),
    [utils],
  );
  const buscarCargos = useCallback(
    async (texto: string) =>
      (await utils.busqueda.cargos.fetch({ texto })).map((p) => ({ id: p.id, etiqueta: p.nombre })),
    [utils],
  );
  const catalogo = (
    k: 'disponibilidad' | 'estadoProducto' | 'estadoCivil' | 'genero' | 'nivelAcademico',
    c: Parameters<typeof SelectorCatalogo>[0]['catalogo'],
  ) => {
    const criterio: Criterio<number> = form[k];
    return (
      <FilaCriterio {...activo(k)}>
        <SelectorCatalogo
          etiqueta={E[k]}
          catalogo={c}
          valor={criterio.valor}
          onChange={(v) => poner(k, { valor: v })}
        />
      </FilaCriterio>
    );
  };

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {catalogo('disponibilidad', DISPONIBILIDAD)}
      {catalogo('estadoProducto', ESTADO_PRODUCTO)}
      <FilaCriterio {...activo('ciudad')}>
        <Typeahead
          etiqueta="Ciudad"
          minCaracteres={MINIMO_TYPEAHEAD.ciudad}
          valor={form.ciudad.valor ? { id: form.ciudad.valor.id, etiqueta: form.ciudad.valor.nombre } : null}
          onChange={(o) => poner('ciudad', { valor: o ? { id: o.id, nombre: o.etiqueta } : null })}
          buscar={buscarCiudades}
        />
      </FilaCriterio>
      {catalogo('estadoCivil', ESTADO_CIVIL_CANDIDATO)}
      <FilaCriterio {...activo('edad')}>
        <div className="grid grid-cols-2 gap-2">
          <CampoNumero
            etiqueta="Edad mínima"
            valor={form.edad.minima}
            onChange={(v) => poner('edad', { minima: v })}
          />
          <CampoNumero
            etiqueta="Edad máxima"
            valor={form.edad.maxima}
            onChange={(v) => poner('edad', { maxima: v })}
          />
        </div>
      </FilaCriterio>
      {catalogo('genero', GENERO_CANDIDATO)}
      <FilaCriterio {...activo('profesion')}>
        <Typeahead
          etiqueta="Profesión"
          minCaracteres={MINIMO_TYPEAHEAD.profesion}
          valor={aOpcion(form.profesion.valor)}
          onChange={(o) => poner('profesion', { valor: o?.etiqueta ?? null })}
          buscar={buscarProfesiones}
        />
      </FilaCriterio>
      <FilaCriterio {...activo('cargo')}>
        <Typeahead
          etiqueta="Cargo"
          minCaracteres={MINIMO_TYPEAHEAD.cargo}
          valor={aOpcion(form.cargo.valor)}
          onChange={(o) => poner('cargo', { valor: o?.etiqueta ?? null })}
          buscar={buscarCargos}
        />
      </FilaCriterio>
      <FilaCriterio {...activo('aspiracionMinima')}>
        <CampoNumero
          etiqueta={E.aspiracionMinima}
          valor={form.aspiracionMinima.valor}
          onChange={(v) => poner('aspiracionMinima', { valor: v })}
        />
      </FilaCriterio>
      <FilaCriterio {...activo('aspiracionMaxima')}>
        <CampoNumero
          etiqueta={E.aspiracionMaxima}
          valor={form.aspiracionMaxima.valor}
          onChange={(v) => poner('aspiracionMaxima', { valor: v })}
        />
      </FilaCriterio>
      {catalogo('nivelAcademico', NIVEL_ACADEMICO)}
      <FilaCriterio {...activo('disponibleParaViaje')}>
        <select
          aria-label={E.disponibleParaViaje}
          value={form.disponibleParaViaje.valor === null ? '' : String(form.disponibleParaViaje.valor)}
          onChange={(e) =>
            poner('disponibleParaViaje', { valor: e.target.value === '' ? null : e.target.value === 'true' })
          }
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm disabled:bg-slate-100"
        >
          <option value="">Seleccione…</option>
          <option value="true">Sí</option>
          <option value="false">No</option>
        </select>
      </FilaCriterio>
      <FilaCriterio {...activo('fechaModificacion')}>
        <SelectorFechaIso
          etiqueta="Modificada desde"
          valor={form.fechaModificacion.valor}
          vacio={null}
          onChange={(valor) => poner('fechaModificacion', { valor })}
          max={new Date()}
        />
      </FilaCriterio>
    </div>
  );
}
