import type { ComponentProps, FormEventHandler, Ref } from 'react';
import { Boton, CampoTexto } from '@talento/ui';

/**
 * The one-field search form of "Agregar candidato" (by document, by name or keyword): the field with its error and
 * "Buscar" beside it. The caller owns the form state (useFormulario) and hands its pieces over.
 */
export function FormularioBusqueda({
  refFormulario,
  onBuscar,
  buscando = false,
  campo,
}: {
  refFormulario: Ref<HTMLFormElement>;
  onBuscar: FormEventHandler<HTMLFormElement>;
  buscando?: boolean;
  /** The field: label, `register(...)` and its error. */
  campo: ComponentProps<typeof CampoTexto>;
}) {
  return (
    <form ref={refFormulario} noValidate className="flex items-start gap-2" onSubmit={onBuscar}>
      <CampoTexto requerido className="flex-1" {...campo} />
      <Boton type="submit" variante="secundario" className="mt-6" cargando={buscando}>
        Buscar
      </Boton>
    </form>
  );
}
