import { object, str } from '../decode';

/** inputName: the name of the host form's input the chosen product code is written into. */
export const faultReportPropsDecoder = object({ inputName: str });
