import { AreaTexto, CampoTexto } from '@talento/ui';
import { Seccion } from '../comun/campos';
import { useMarca } from '../comun/obligatorio';
import type { PropsSeccion } from './estado';

type Texto = 'direccion' | 'gerencia' | 'subgerencia' | 'coordinacion' | 'queHace' | 'comoHace' | 'paraQueHace';

/** Organisational location (dirección … coordinación) and purpose of the position (what, how, what for). */
export function SeccionOrganizacion({ campos: c, cambiar, errores, deshabilitado }: PropsSeccion) {
  const o = useMarca();
  const linea = (campo: Texto, etiqueta: string) => (
    <CampoTexto etiqueta={`${etiqueta}${o}`} value={c[campo] ?? ''} maxLength={200} onChange={(e) => cambiar({ [campo]: e.target.value })} error={errores[campo]} disabled={deshabilitado} />
  );
  const area = (campo: Texto, etiqueta: string) => (
    <div className="md:col-span-2 lg:col-span-3">
      <AreaTexto etiqueta={`${etiqueta}${o}`} valor={c[campo] ?? ''} onChange={(v) => cambiar({ [campo]: v })} error={errores[campo]} disabled={deshabilitado} />
    </div>
  );
  return (
    <>
      <Seccion titulo="Ubicación organizacional">
        {linea('direccion', 'Dirección')}
        {linea('gerencia', 'Gerencia')}
        {linea('subgerencia', 'Subgerencia')}
        {linea('coordinacion', 'Coordinación')}
      </Seccion>
      <Seccion titulo="Propósito del cargo">
        {area('queHace', 'Qué hace')}
        {area('comoHace', 'Cómo lo hace')}
        {area('paraQueHace', 'Para qué lo hace')}
      </Seccion>
    </>
  );
}
