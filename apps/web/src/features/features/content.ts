import type { Language } from "@/lib/language";
import { featuresEn } from "./content-en";
import { featuresTr } from "./content-tr";
import type { FeaturesText } from "./content-types";

export const featuresText: Record<Language, FeaturesText> = { tr: featuresTr, en: featuresEn };
