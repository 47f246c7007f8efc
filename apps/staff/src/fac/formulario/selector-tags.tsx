import { useCallback, type Ref } from 'react';
import { EntradaCrearEtiqueta } from '@talento/rules';
import { Boton, CampoTexto, notificar, ponerErroresDelServidor, Typeahead, useFormulario } from '@talento/ui';
import { trpc } from '../../trpc';
import type { Etiqueta } from './estado';

/**
 * Tags of the group: search and add existing tags; a typed tag that does not exist is created with
 * "Crear tag" and must then be searched again (spec 02 §5). "Nuevo tag" is a small form of its own (the same schema
 * as `fac.crearEtiqueta`), sent by its button: it sits inside the group's form, and HTML forms do not nest.
 */
export function SelectorTags({
  tags,
  onChange,
  error,
  ref,
}: {
  tags: Etiqueta[];
  onChange: (t: Etiqueta[]) => void;
  error?: string;
  /** The search input: the form focuses it when the tags are the first invalid field. */
  ref?: Ref<HTMLInputElement>;
}) {
  const utils = trpc.useUtils();
  const nuevo = useFormulario(EntradaCrearEtiqueta, { defaultValues: { nombre: '' } });
  const crear = trpc.fac.crearEtiqueta.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      nuevo.reset();
    },
    onError: (error) => ponerErroresDelServidor(error, nuevo.setError),
  });
  const crearTag = nuevo.handleSubmit((datos) => crear.mutate(datos));
  const buscar = useCallback(
    async (texto: string) => {
      const encontrados = await utils.fac.etiquetas.fetch({ texto });
      return encontrados
        .filter((e) => !tags.some((t) => t.id === e.id))
        .map((e) => ({ id: e.id, etiqueta: e.nombre }));
    },
    [utils, tags],
  );
  return (
    <div className="flex flex-col gap-2">
      <div className="grid gap-3 md:grid-cols-2">
        <Typeahead
          etiqueta="Buscar tag"
          ref={ref}
          name="buscar-tag"
          valor={null}
          minCaracteres={2}
          buscar={buscar}
          error={error}
          onChange={(o) => {
            if (o && !tags.some((t) => t.id === o.id)) onChange([...tags, { id: o.id, nombre: o.etiqueta }]);
          }}
        />
        <div className="flex items-end gap-2">
          <CampoTexto
            etiqueta="Nuevo tag"
            maxLength={100}
            error={nuevo.formState.errors.nombre?.message}
            {...nuevo.register('nombre')}
            onKeyDown={(e) => {
              // Enter creates the tag, not the whole group (the outer form's submit).
              if (e.key !== 'Enter') return;
              e.preventDefault();
              void crearTag();
            }}
          />
          <Boton variante="secundario" cargando={crear.isPending} onClick={() => void crearTag()}>
            Crear tag
          </Boton>
        </div>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Tags del grupo">
        {tags.map((t) => (
          <li
            key={t.id}
            className="inline-flex items-center gap-1 rounded bg-marca-50 px-2 py-1 text-xs text-marca-800"
          >
            {t.nombre}
            <button
              type="button"
              aria-label={`Quitar tag ${t.nombre}`}
              className="text-marca-700 hover:text-red-700"
              onClick={() => onChange(tags.filter((x) => x.id !== t.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
