import type * as React from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/** The centred card every sign-in, sign-up and recovery step sits in. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="font-semibold text-xl leading-tight">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
