import FormSyntax
