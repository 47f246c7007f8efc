import { useFieldArray } from 'react-hook-form';
import { Boton } from '@talento/ui';
import { errorDe } from '../../../pedidos/formulario/campos';
import { BloqueCiudad } from './bloque-ciudad';
import type { FormularioStockRHF } from './tipos';
import { bloqueVacio } from './valores';

interface Props {
  form: FormularioStockRHF;
  deshabilitado: boolean;
  smmlv: number;
  auxilioConfigurado: number;
  /** A saved block is deleted on the server (delete_pedido); null when the user may not. */
  eliminarGuardado: ((lineaId: number) => void) | null;
}

/** One block per city (`useFieldArray`): the first is the order itself, each other one a child line (112). */
export function SeccionBloques({ form, deshabilitado, smmlv, auxilioConfigurado, eliminarGuardado }: Props) {
  // keyName: the block's own `id` (its order row) is a field of the form, not the list's key.
  const bloques = useFieldArray({ control: form.control, name: 'lineas', keyName: 'clave' });
  const errorBloques = errorDe(form.formState.errors, 'lineas');
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-base font-semibold text-slate-800">Ciudades</h2>
        {!deshabilitado && (
          <Boton variante="secundario" onClick={() => bloques.append(bloqueVacio(), { shouldFocus: false })}>
            Agregar ciudad
          </Boton>
        )}
      </div>
      {errorBloques && <p className="mb-2 text-xs text-red-700">{errorBloques}</p>}
      <ol className="flex flex-col gap-4">
        {bloques.fields.map((b, i) => (
          <li key={b.clave} data-testid={`bloque-${i}`} className="rounded-md border border-slate-200 p-4">
            <div className="mb-3 flex items-center justify-between">
              <h3 className="text-sm font-medium text-slate-700">
                {i === 0 ? 'Ciudad principal' : `Ciudad ${i + 1}`}
              </h3>
              {i > 0 && !deshabilitado && b.id === undefined && (
                <Boton variante="texto" onClick={() => bloques.remove(i)}>
                  Quitar ciudad
                </Boton>
              )}
              {i > 0 && !deshabilitado && b.id !== undefined && eliminarGuardado && !b.tieneCandidatos && (
                <Boton variante="texto" onClick={() => eliminarGuardado(b.id!)}>
                  Eliminar ciudad
                </Boton>
              )}
            </div>
            <BloqueCiudad
              form={form}
              indice={i}
              deshabilitado={deshabilitado}
              smmlv={smmlv}
              auxilioConfigurado={auxilioConfigurado}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
