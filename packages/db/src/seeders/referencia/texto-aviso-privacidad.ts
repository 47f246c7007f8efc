/**
 * The privacy notice a new installation publishes as version 1 (seedAvisoPrivacidad): a temporary-staffing agency's
 * notice under Ley 1581 de 2012 and Decreto 1377 de 2013 (art. 14 and 15: who is responsible, purposes, rights,
 * channels, where the policy is). The agency's own details are placeholders in [BRACKETS AND CAPITALS]: the notice
 * screen points them out until an administrator publishes a version without them.
 */
export const TEXTO_AVISO_PRIVACIDAD_INICIAL = `AVISO DE PRIVACIDAD

Responsable del tratamiento
[RAZÓN SOCIAL DE LA AGENCIA], NIT [NIT], con domicilio en [DIRECCIÓN Y CIUDAD], correo electrónico [CORREO DE ATENCIÓN DE DATOS PERSONALES] y teléfono [TELÉFONO], es una empresa de servicios temporales y de selección de personal, y es responsable del tratamiento de sus datos personales en los términos de la Ley 1581 de 2012 y el Decreto 1377 de 2013 (compilado en el Decreto 1074 de 2015).

Qué datos tratamos
Los de su hoja de vida y su proceso: identificación, datos de contacto, dirección, formación, experiencia laboral, referencias, información familiar, documentos que usted entrega, resultados de entrevistas y pruebas, y la información de sus procesos con nosotros y con las empresas usuarias. Algunos pueden ser datos sensibles (por ejemplo, su fotografía o información de salud ocupacional) o datos de menores de edad (sus hijos): usted no está obligado a entregarlos ni a autorizar su tratamiento, y los de menores se tratan respetando su interés superior.

Para qué los tratamos
1. Adelantar procesos de selección para las vacantes de la agencia y de las empresas usuarias (nuestros clientes).
2. Verificar la información y las referencias de su hoja de vida, y aplicarle entrevistas y pruebas.
3. Enviar su hoja de vida y los resultados de su proceso a las empresas usuarias con vacantes afines a su perfil.
4. Contratarlo como trabajador en misión si resulta elegido: afiliaciones a la seguridad social, nómina y las demás obligaciones laborales y legales.
5. Comunicarle vacantes, citas, invitaciones y el estado de sus procesos por correo electrónico, teléfono o mensajería.
6. Conservar su hoja de vida para vacantes futuras mientras su autorización esté vigente y según nuestra política de retención.
7. Atender los requerimientos de las autoridades y cumplir las obligaciones legales.

Sus derechos (Ley 1581 de 2012, artículo 8)
Usted puede: conocer, actualizar y rectificar sus datos; pedir prueba de la autorización que nos dio; ser informado del uso que les damos; presentar quejas ante la Superintendencia de Industria y Comercio; revocar la autorización o pedir la supresión de sus datos cuando no exista un deber legal o contractual de conservarlos; y acceder gratuitamente a sus datos.

Cómo ejercerlos
Escríbanos a [CORREO DE ATENCIÓN DE DATOS PERSONALES], llame al [TELÉFONO] o acérquese a [DIRECCIÓN Y CIUDAD]. Indique su nombre, su número de documento, lo que pide y a dónde le respondemos. Atendemos las consultas en máximo 10 días hábiles (prorrogables 5) y los reclamos en máximo 15 días hábiles (prorrogables 8), contados desde el día hábil siguiente a su recibo. También pueden presentar la solicitud sus causahabientes, su representante o su apoderado.

Cómo revocar su autorización
Puede revocarla en cualquier momento desde el enlace de autorización que le enviamos por correo (botón «Revocar mi autorización») o por los canales anteriores. La revocación no procede respecto de los datos que debemos conservar por un deber legal o contractual, por ejemplo los de un contrato de trabajo.

Política de tratamiento
Puede consultar nuestra política de tratamiento de datos personales en [ENLACE O LUGAR DONDE SE CONSULTA LA POLÍTICA]. Si cambiamos sustancialmente este aviso o la política, publicaremos una versión nueva y se la daremos a conocer antes de aplicarla.`;
